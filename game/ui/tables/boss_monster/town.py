"""The left column and the top strip: the phase track with the turn and whose move it is, the town
with its heroes in order of arrival, the hero, room and spell decks and the discard pile."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.boss_monster.cards import book
from game.i18n import t

from ... import theme
from ...widgets.paint import badge, panel
import game.ui.tables.boss_monster.layout as layout
from .faces import coin, class_letter

if TYPE_CHECKING:
    from .table import BossMonsterTable

# The phase track: the engine's phases as the five steps of a turn.
TRACK = ("begin", "build", "lure", "adventure", "end")
STEP_OF = {"begin": "begin", "build": "build", "reveal": "build", "lure": "lure", "adventure": "adventure",
           "end": "end"}
HEROES = book().heroes


def phase_track(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    rect = layout.PHASES
    panel(surface, rect, (0, 0, 0, 110), theme.PANEL_EDGE, 10)
    fonts.draw(surface, t("boss-monster.turn", n=view.get("turn", 0)), (rect.x + 12, rect.centery), theme.BODY,
               theme.TEXT, bold=True, anchor="midleft")
    current = STEP_OF.get(view.get("phase", ""))
    x = rect.x + 130
    for step in TRACK:
        label = t(f"boss-monster.phase.{step}")
        width = fonts.width(label, theme.SMALL, True) + 20
        box = pygame.Rect(x, rect.y + 6, width, rect.height - 12)
        lit = step == current
        pygame.draw.rect(surface, theme.GOLD if lit else theme.mix(theme.FELT_DARK, theme.PAPER, 0.06), box,
                         border_radius=8)
        fonts.draw(surface, label, box.center, theme.SMALL, theme.INK if lit else theme.TEXT_SOFT, bold=True,
                   anchor="center")
        x += width + 6
    prompt = view.get("prompt") or {}
    seat = prompt.get("seat")
    if seat is not None and not view.get("over"):
        who = t("boss-monster.to_move", name=table.ctx.names[seat])
        fonts.draw(surface, who, (rect.right - 12, rect.centery),
                   theme.SMALL, theme.GOLD, bold=True, anchor="midright", width=rect.right - x - 16)


def hero_chip(table: "BossMonsterTable", surface: pygame.Surface, hero: str, center: tuple[float, float]) -> None:
    """A hero as a small coin of its class with its health beneath (at an entrance)."""
    info = HEROES.get(hero)
    if info is None:
        return
    icon = coin(info.treasure, 26, class_letter(info.treasure))
    surface.blit(icon, icon.get_rect(center=(round(center[0]), round(center[1]) - 6)))
    table.ctx.fonts.draw(surface, str(info.health), (center[0], center[1] + 16), 12, theme.TEXT, bold=True,
                         anchor="center")


def town(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    rect = layout.TOWN
    panel(surface, rect, (0, 0, 0, 80), theme.PANEL_EDGE, 12)
    fonts.draw(surface, t("boss-monster.town"), (rect.x + 12, rect.y + 8), theme.SMALL, theme.TEXT, bold=True)
    heroes = view.get("town", [])
    if not heroes:
        fonts.draw(surface, t("boss-monster.town_empty"), (rect.centerx, rect.y + 120), theme.SMALL, theme.TEXT_SOFT,
                   anchor="center")
    for k, hero in enumerate(heroes[:layout.TOWN_MAX]):
        if ("hero", hero) in table.hidden:
            continue
        table.faces.draw(surface, hero, "mini", layout.town_slot(k))
    if len(heroes) > layout.TOWN_MAX:
        fonts.draw(surface, f"+{len(heroes) - layout.TOWN_MAX}", (rect.right - 12, rect.y + 8), theme.SMALL, theme.TEXT,
                   anchor="topright")


def decks(table: "BossMonsterTable", surface: pygame.Surface) -> None:
    view, fonts = table.view, table.ctx.fonts
    assert view is not None
    rect = layout.DECKS
    panel(surface, rect, (0, 0, 0, 80), theme.PANEL_EDGE, 12)
    piles = ((layout.HERO_DECK, view.get("heroes_left", 0), "boss-monster.deck.heroes"),
             (layout.EPIC_DECK, view.get("epic_heroes_left", 0), "boss-monster.deck.epic"),
             (layout.ROOM_DECK, view.get("rooms_left", 0), "boss-monster.deck.rooms"),
             (layout.SPELL_DECK, view.get("spells_left", 0), "boss-monster.deck.spells"))
    for center, count, key in piles:
        pile(table, surface, center, count, None, t(key))
    discard = view.get("discard", [])
    pile(table, surface, layout.DISCARD, len(discard), discard[-1] if discard else None,
         t("boss-monster.deck.discard"))
    fonts.draw(surface, t("boss-monster.discard_hint"), (layout.DISCARD[0] + 40, layout.DISCARD[1] - 30), 12,
               theme.TEXT_SOFT)
    removed = view.get("removed", [])
    if removed:
        words = t("boss-monster.removed", n=len(removed))
        rect = fonts.draw(surface, words, (layout.DISCARD[0] + 40, layout.DISCARD[1]), 12, theme.TEXT_SOFT)
        table.told.append((words, rect, 12))  # what "out of the game" means, on hover


def pile(table: "BossMonsterTable", surface: pygame.Surface, center: tuple[int, int], count: int, top: str | None,
         label: str) -> None:
    fonts, faces = table.ctx.fonts, table.faces
    w, h = theme.CARD_SIZES["mini"]
    rect = pygame.Rect(center[0] - w // 2, center[1] - h // 2, w, h)
    if count <= 0:
        pygame.draw.rect(surface, theme.FELT_DARK, rect, width=2, border_radius=6)
    for layer in range(min(count, 3)):
        card = top if layer == min(count, 3) - 1 else None
        faces.draw(surface, card, "mini", (center[0] - layer * 1.5, center[1] - layer * 2))
    badge(surface, fonts, str(count), (rect.right - 4, rect.bottom - 4), theme.SMALL, theme.INK, theme.TEXT,
          theme.CARD_BACK_EDGE)
    fonts.draw(surface, label, (rect.centerx, rect.bottom + 10), 12, theme.TEXT_SOFT,
               anchor="midtop", width=62)
