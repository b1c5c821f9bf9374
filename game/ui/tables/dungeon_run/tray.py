"""The dice tray: a fight, a flee, a disarm or a fight between heroes as dice on felt. The monster's dice
with the faces of its aggression row ringed as potential wounds, the hero's dice against the number
they must reach, and during an assignment the wound slots and the monster as places to drop a die,
with the dice already placed shown where they lie and a button that sends the assignment."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.narrate import card_name
from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.card import CardFaces
from ...widgets.dice import Dice
from ...widgets.paint import badge, lit_place, panel
from .assign import FOE

DIE = 40
GAP = 8
SMALL_DIE = 28
NAME_W = 112  # the foe's name, beside its card up to the dice
NAME_LINES = 4  # a Dungeon Lord's name and title take four, above the dice laid on it


def name_lines(fonts: Fonts, name: str) -> list[str]:
    """The foe's name in a few lines beside its card: only a name longer than all of them is cut."""
    return fonts.lines(name, NAME_W, NAME_LINES, 12, True)


@dataclass
class Roll:
    kind: str  # fight, flee, disarm, duel
    foe: str | None = None  # the monster or trap card, if any
    foe_dice: list[int] = field(default_factory=list)
    hits: list[int] = field(default_factory=list)  # potential wounds still standing
    dice: list[int] = field(default_factory=list)  # the hero's dice
    target: int = 0  # defense, escape value or the face a disarm needs
    needs: int = 0  # successes a disarm needs
    blocked: int = 0
    assign: bool = False  # the hero's dice may be dragged now
    result: str = ""  # a short outcome once resolved


def fight_roll(prompt: dict[str, Any]) -> Roll:
    """The fight waiting for its seat, from the prompt (its arguments, or the frame data before the
    prompt had arguments)."""
    args = prompt.get("args") or prompt
    monster = args.get("monster_card") or args.get("monster")
    card = card_data().monsters.get(monster) if monster else None
    return Roll("fight", monster, list(args.get("monster_dice", [])), list(args.get("hits", [])),
                list(args.get("dice", [])), int(args.get("defense", card.defense if card else 0)),
                blocked=int(args.get("blocked", 0)) if not isinstance(args.get("blocked"), list)
                else len(args["blocked"]), assign=args.get("phase") == "assign")


class Tray:
    def __init__(self, fonts: Fonts, rect: pygame.Rect) -> None:
        self.fonts = fonts
        self.rect = rect
        self.dice = Dice(DIE)
        self.small = Dice(SMALL_DIE)

    # --- places, for drawing and for drops ------------------------------------------------------
    def foe_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 12, self.rect.y + 34, 150, self.rect.height - 46)

    def die_centers(self, row: int, count: int) -> list[tuple[int, int]]:
        x0 = self.rect.x + 190 + DIE // 2
        y = self.rect.y + 44 + row * 64
        return [(x0 + i * (DIE + GAP), y) for i in range(count)]

    def wound_rects(self, roll: Roll) -> list[pygame.Rect]:
        x0 = self.rect.right - 16 - len(roll.hits) * (DIE + GAP)
        return [pygame.Rect(x0 + i * (DIE + GAP), self.rect.y + 24, DIE, DIE) for i in range(len(roll.hits))]

    def hero_die_rects(self, roll: Roll) -> list[pygame.Rect]:
        return [pygame.Rect(c[0] - DIE // 2, c[1] - DIE // 2, DIE, DIE) for c in self.die_centers(1, len(roll.dice))]

    def hero_row(self, roll: Roll) -> pygame.Rect:
        """Where the hero's dice wait: a placed die dropped back here is taken back."""
        rects = self.hero_die_rects(roll)
        return rects[0].unionall(rects).inflate(GAP * 2, GAP * 2) if rects else pygame.Rect(0, 0, 0, 0)

    def placed_rects(self, roll: Roll, placed: dict[int, int]) -> dict[int, pygame.Rect]:
        """Where each placed die lies: on its potential wound, or in a row across the monster's foot."""
        out: dict[int, pygame.Rect] = {}
        wounds = self.wound_rects(roll)
        on_foe = sorted(die for die, place in placed.items() if place == FOE)
        foe = self.foe_rect()
        step = min(SMALL_DIE + 2, (foe.width - SMALL_DIE - 8) // max(1, len(on_foe) - 1))
        for die, place in placed.items():
            if place == FOE:
                x = foe.x + 4 + on_foe.index(die) * step
                out[die] = pygame.Rect(x, foe.bottom - SMALL_DIE - 2, SMALL_DIE, SMALL_DIE)
            elif 1 <= place <= len(wounds):
                out[die] = wounds[place - 1].copy()
        return out

    def send_rect(self) -> pygame.Rect:
        return pygame.Rect(self.rect.right - 112, self.rect.y + 88, 96, 28)

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, target: pygame.Surface, faces: CardFaces, roll: Roll, lit_wounds: set[int], lit_foe: bool,
             dragged: int | None, odds: list[str], note: str | None = None, placed: dict[int, int] | None = None,
             send: bool = False) -> None:
        f = self.fonts
        panel(target, self.rect, fill=(10, 26, 22, 250), edge=theme.GOLD if roll.assign else theme.PANEL_EDGE)
        foe = self.foe_rect()
        title = t(f"dungeon-run.ui.tray_{roll.kind}")
        f.draw(target, title, (self.rect.x + 12, self.rect.y + 8), theme.BODY, theme.GOLD, bold=True)
        if roll.foe:
            card = faces.draw(target, roll.foe, "mini", (foe.x + 27, foe.y + 38))
            for i, line in enumerate(name_lines(f, card_name(roll.foe))):
                f.draw(target, line, (foe.x + 60, foe.y + 2 + i * 14), 12, theme.TEXT, bold=True)
            if lit_foe:
                lit_place(target, foe, 0.9, 8)
            elif roll.assign:
                pygame.draw.rect(target, theme.PANEL_EDGE, card.inflate(4, 4), 1, border_radius=6)
        key = {"fight": "defense", "duel": "hits_on", "flee": "escape", "disarm": "successes"}[roll.kind]
        number = (t("dungeon-run.ui.successes", got=sum(d >= roll.target for d in roll.dice), needs=roll.needs)
                  if roll.kind == "disarm" else t(f"dungeon-run.ui.{key}", n=roll.target))
        # In a duel both rows are heroes' dice: the defender's above, the attacker's below.
        rows = ("defender_dice", "attacker_dice") if roll.kind == "duel" else ("monster_dice", "hero_dice")
        below = 20 + 14 * len(name_lines(f, card_name(roll.foe))) if roll.foe else 34
        badge(target, f, number, (foe.x + 104, foe.y + below), 12, theme.INK, theme.TEXT, theme.GOLD)
        for i, line in enumerate(odds):
            f.draw(target, line, (self.rect.right - 16, self.rect.bottom - 44 + i * max(18, f.line_height(12))), 12,
                   theme.BLUE, bold=True, anchor="topright")
        if roll.foe_dice:
            f.draw(target, t(f"dungeon-run.ui.{rows[0]}"), (self.rect.x + 180, self.rect.y + 8), 12, theme.TEXT_SOFT)
            hits = list(roll.hits)
            for center, value in zip(self.die_centers(0, len(roll.foe_dice)), roll.foe_dice):
                self.dice.draw(target, center, value)
                if value in hits:
                    hits.remove(value)
                    pygame.draw.circle(target, theme.RED, center, DIE // 2 + 5, 3)
        if roll.hits and roll.kind == "fight":
            wounds = self.wound_rects(roll)
            # Over the wounds from their right end, which is the tray's: a long word runs left, never out.
            f.draw(target, t("dungeon-run.ui.potential"), (wounds[-1].right, self.rect.y + 6), 12, theme.RED,
                   anchor="topright")
            for i, (rect, value) in enumerate(zip(wounds, roll.hits)):
                pygame.draw.rect(target, (90, 24, 20), rect.inflate(6, 6), border_radius=8)
                self.dice.draw(target, rect.center, value)
                if i in lit_wounds:
                    lit_place(target, rect.inflate(6, 6), 0.9, 8)
        if roll.blocked:
            f.draw(target, f"{roll.blocked} × {t('dungeon-run.ui.blocked')}", (self.rect.right - 16, self.rect.y + 70),
                   12, theme.BLUE, bold=True, anchor="topright")
        if roll.dice:
            f.draw(target, t(f"dungeon-run.ui.{rows[1]}"), (self.rect.x + 180, self.rect.y + 70), 12, theme.TEXT_SOFT)
            for i, (center, value) in enumerate(zip(self.die_centers(1, len(roll.dice)), roll.dice)):
                if i == dragged or placed and i in placed:
                    continue
                self.dice.draw(target, center, value, marked=value >= roll.target > 0)
        for die, rect in self.placed_rects(roll, placed or {}).items():
            if die != dragged and die < len(roll.dice):
                (self.small if rect.width == SMALL_DIE else self.dice).draw(target, rect.center, roll.dice[die],
                                                                          marked=True)
        if send:
            button = self.send_rect()
            pygame.draw.rect(target, theme.GOLD, button, border_radius=6)
            f.draw(target, t("dungeon-run.ui.assign_send"), button.center, 12, theme.INK, bold=True, anchor="center")
        if roll.assign and note:
            f.draw(target, note, (self.rect.x + 180, self.rect.bottom - 20), 12,
                   theme.BLUE, bold=True, width=self.rect.width - 200)
        elif roll.assign:
            f.draw(target, t("dungeon-run.ui.drop_die"), (self.rect.x + 180, self.rect.bottom - 20), 12, theme.GOLD)
        elif roll.result:
            f.draw(target, roll.result, (self.rect.x + 180, self.rect.bottom - 20), theme.SMALL, theme.GOLD, bold=True)
