/**
 * What the rich-menu endpoints (richmenu.ts) leave in the store. In a file of their own, below
 * both, so the store holds them without importing the endpoints that use the store.
 */

/** A rich menu as LINE keeps it: the object the bot created, and its image once uploaded. */
export interface FakeRichMenu {
  richMenuId: string;
  /** The menu object as created (size, selected, name, chatBarText, areas). */
  menu: {
    size: { width: number; height: number };
    selected: boolean;
    name: string;
    chatBarText: string;
    areas: Array<{ bounds: { x: number; y: number; width: number; height: number }; action: Record<string, unknown> }>;
  };
  image: { contentType: string; bytes: Buffer } | null;
}

export class RichMenuRecords {
  readonly menus = new Map<string, FakeRichMenu>();
  /** Each LINE user's own menu (linked per user), by user id. */
  readonly links = new Map<string, string>();
  /** The menu everyone without one of their own sees; null when none is set. */
  defaultId: string | null = null;

  /** The menu a user sees: their own, else the default, else none. */
  shownTo(userId: string): string | null {
    return this.links.get(userId) ?? this.defaultId;
  }

  /** A menu's uploaded image, or null (no such menu, or no image yet). */
  imageOf(richMenuId: string): Buffer | null {
    return this.menus.get(richMenuId)?.image?.bytes ?? null;
  }

  /** Deleting a menu on LINE also takes it away from the users it was linked to, and as the default. */
  remove(richMenuId: string): void {
    this.menus.delete(richMenuId);
    for (const [userId, linked] of this.links) if (linked === richMenuId) this.links.delete(userId);
    if (this.defaultId === richMenuId) this.defaultId = null;
  }

  reset(): void {
    this.menus.clear();
    this.links.clear();
    this.defaultId = null;
  }
}
