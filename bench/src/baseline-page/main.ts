/*
 * The Lighthouse baseline (baseline-page.ts builds it): the framework every page of the app loads —
 * React, Mantine with the styles of the components used, React Router (in the declarative mode the
 * app uses, ADR 66) and TanStack Query, the copies the web app installs — drawing a login-like form
 * and nothing else. What the app's /login scores above this is the app's own doing. createElement rather than JSX: the bench's TypeScript has no JSX
 * setting, and JSX compiles to the same calls.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import {
  Button,
  type ButtonProps,
  Container,
  createTheme,
  MantineProvider,
  Paper,
  type PaperProps,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type FC, createElement as h, type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';

// Polymorphic components' types do not fit createElement's overloads; JSX would see these props.
const PaperBox = Paper as FC<PaperProps & { children?: ReactNode }>;
const SubmitButton = Button as FC<ButtonProps & { type: 'submit'; children?: ReactNode }>;

// The app's primary shade, for the same contrast of white text on the button.
const theme = createTheme({ primaryShade: { light: 8, dark: 6 } });

function LoginForm() {
  return h(
    Container,
    { size: 420, px: 'md', py: 'xl', component: 'main' },
    h(
      PaperBox,
      { withBorder: true, shadow: 'sm', radius: 'md', p: 'md' },
      h(
        'form',
        { noValidate: true, onSubmit: (event: Event) => event.preventDefault() },
        h(
          Stack,
          { gap: 'lg' },
          h(Title, { order: 1, fz: 'h2' }, 'เข้าสู่ระบบ'),
          h(TextInput, {
            label: 'เบอร์โทรศัพท์',
            name: 'username',
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
            size: 'md',
            withAsterisk: true,
          }),
          h(SubmitButton, { type: 'submit', size: 'md', fullWidth: true }, 'เข้าสู่ระบบ'),
        ),
      ),
    ),
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  h(
    StrictMode,
    null,
    h(
      MantineProvider,
      { theme, defaultColorScheme: 'light' },
      h(
        QueryClientProvider,
        { client: new QueryClient() },
        h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', Component: LoginForm }))),
      ),
    ),
  ),
);
