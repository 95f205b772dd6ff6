// The S3 stand-in in a process of its own, started by test/s3-stand-in.ts. s3rver makes its list
// continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider: hence a process
// started with --openssl-legacy-provider, rather than a flag on the test runner itself.
const S3rver = require('s3rver');

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
server.run().then(({ port }) => process.stdout.write(`${JSON.stringify({ port })}\n`));
// Gone with the test process: its stdin closes when the parent exits, however it exits.
process.stdin.on('end', () => server.close().finally(() => process.exit(0)));
process.stdin.resume();
