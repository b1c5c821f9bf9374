"""The gauntlet's centre: the encounter deck, the modifiers waiting for the next monster, the
encounter itself (large, its numbers as they really stand), the odds of the fight and the dice tray
where the attack is added up against the monster's Defense, then the monster's Attack against the
hero's Defense."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.card import CardFaces
from ...widgets.dice import Dice
from ...widgets.paint import badge, lit_place, panel
from ...widgets.pieces import Pile
from .faces import card_name, cards
from .layout import DECK, DISCARD, ENCOUNTER, MODS_X, ODDS, TRAY

Say = Callable[[dict[str, Any]], str]  # an option (action text, key and arguments) -> its words


def encounter_shown(view: dict[str, Any]) -> tuple[str | None, dict[str, int] | None]:
    """The encounter in the centre and its modifiers: the one being fought, else this turn's only path."""
    fight = view.get("fight")
    if fight:
        return fight["card"], fight["mods"]
    if len(view["paths"]) == 1:
        return view["paths"][0]["card"], view["paths"][0]["mods"]
    return None, None


def real_numbers(card: str, mods: dict[str, int], fight: dict[str, Any] | None) -> tuple[int, int | None] | None:
    """A monster's Attack and Defense with its modifiers (and the fight's own reckoning when it has one)."""
    info = cards().encounters[card]
    if not info.is_monster:
        return None
    if fight and "monster_attack" in fight:
        return fight["monster_attack"], fight["monster_defense"]
    defense = None if info.defense is None else info.defense + mods.get("defense", 0)
    return info.attack + mods.get("attack", 0), defense


def path_rects(count: int) -> list[pygame.Rect]:
    """The Side Passage's paths side by side where the encounter goes (no fight is under way then)."""
    w, h = 176, 246
    return [pygame.Rect(ENCOUNTER.x + i * (w + 24), ENCOUNTER.y + 16, w, h) for i in range(count)]


def wand_rects(count: int) -> list[pygame.Rect]:
    """The Wand's cards in the encounter's place: they are looked at before it is revealed."""
    w, h = 110, 154
    return [pygame.Rect(ENCOUNTER.x + 4 + i * (w + 12), ENCOUNTER.y + 60, w, h) for i in range(count)]


def draw_big(surface: pygame.Surface, faces: CardFaces, card: str, rect: pygame.Rect) -> None:
    shade = faces.shadow("hand", False, 0.0, rect.width / 110)
    surface.blit(shade, shade.get_rect(center=(rect.centerx + 2, rect.centery + 4)))
    surface.blit(faces.resized(card, "zoom", rect.size), rect)


def dice_centers(count: int) -> list[tuple[float, float]]:
    step = 60 if count <= 8 else 480 / count
    left = TRAY.x + 48
    return [(left + i * step, TRAY.y + 64) for i in range(count)]


def draw_centre(surface: pygame.Surface, fonts: Fonts, faces: CardFaces, dice: Dice, view: dict[str, Any],
                hidden: frozenset[Any], lit: Callable[[str], bool], say: Say) -> None:
    deck = Pile(DECK)
    deck.draw(surface, faces, fonts, view["deck"], None, t("gauntlet-of-fools.centre.deck"))
    discard = view["discard"]
    if discard and "discard" not in hidden:
        Pile(DISCARD).draw(surface, faces, fonts, len(discard), discard[-1],
                                  t("gauntlet-of-fools.centre.discard"))
    wand = view.get("wand")
    if wand and wand["top"] and not view["paths"]:
        fonts.draw(surface, t("gauntlet-of-fools.centre.wand"), (ENCOUNTER.centerx, ENCOUNTER.y + 24), theme.SMALL,
                   theme.TEXT_SOFT, anchor="midtop")
        for i, (card, rect) in enumerate(zip(wand["top"], wand_rects(len(wand["top"])))):
            faces.draw(surface, card, "hand", rect.center)
            if lit(f"wand:{i + 1}"):
                lit_place(surface, rect, 1.0, 8)
            fonts.draw(surface, str(i + 1), (rect.centerx, rect.bottom + 8), theme.BODY, theme.GOLD, bold=True,
                       anchor="midtop")
    for i, card in enumerate(view["waiting"]):
        faces.draw(surface, card, "table", (MODS_X, ENCOUNTER.top + 80 + i * 36))
    if view["waiting"]:
        for n, line in enumerate(fonts.wrap(t("gauntlet-of-fools.centre.waiting"), 150, 12)[:2]):
            fonts.draw(surface, line, (MODS_X, ENCOUNTER.top + n * 15), 12, theme.TEXT_SOFT, anchor="midtop")
    card, mods = encounter_shown(view)
    if len(view["paths"]) > 1 and not view.get("fight"):
        for i, (path, rect) in enumerate(zip(view["paths"], path_rects(len(view["paths"])))):
            draw_big(surface, faces, path["card"], rect)
            if lit(f"path:{path['card']}"):
                lit_place(surface, rect, 1.0, 10)
            _numbers(surface, fonts, path["card"], path["mods"], None, rect)
    elif card is not None and "encounter" not in hidden:
        draw_big(surface, faces, card, ENCOUNTER)
        _numbers(surface, fonts, card, mods or {}, view.get("fight"), ENCOUNTER)
    fight = view.get("fight")
    if view.get("odds"):
        _odds(surface, fonts, view["odds"], say, odds_rect(view))
    if fight:
        _tray(surface, fonts, dice, fight, view, hidden)


def _numbers(surface: pygame.Surface, fonts: Fonts, card: str, mods: dict[str, int], fight: dict[str, Any] | None,
             rect: pygame.Rect) -> None:
    """The real Attack and Defense beside the card, when modifiers or the fight change them."""
    real = real_numbers(card, mods, fight)
    if real is None:
        return
    attack, defense = real
    info = cards().encounters[card]
    gold = info.gold + mods.get("gold", 0)
    y = rect.bottom + 20
    step = min(96, rect.width // 3 + 8)
    changed = (attack != info.attack, defense != info.defense, gold != info.gold)
    edge = [theme.GOLD if c else None for c in changed]  # a number the modifiers changed is ringed in gold
    badge(surface, fonts, t("gauntlet-of-fools.centre.attack", n=attack), (rect.centerx - step, y), theme.SMALL,
          (150, 52, 48), theme.TEXT, edge[0], min_width=step - 8)
    shown = "?" if defense is None else str(defense)
    badge(surface, fonts, t("gauntlet-of-fools.centre.defense", n=shown), (rect.centerx, y), theme.SMALL,
          (62, 96, 150), theme.TEXT, edge[1], min_width=step - 8)
    badge(surface, fonts, t("gauntlet-of-fools.centre.gold", n=gold), (rect.centerx + step, y), theme.SMALL,
          theme.GOLD, theme.INK, edge[2], min_width=step - 8)
    if mods.get("bitey"):
        badge(surface, fonts, t("gauntlet-of-fools.centre.double"), (rect.centerx, y + 30), theme.SMALL, theme.RED,
              theme.TEXT)


def percent(p: float) -> str:
    return f"{round(p * 100)}%"


ODDS_LABEL_W = 120  # the least room the odds' row labels need


def odds_rect(view: dict[str, Any]) -> pygame.Rect:
    """Where the odds are drawn: beside the encounter, or under the Side Passage's two paths."""
    if len(view["paths"]) > 1 and not view.get("fight"):
        return pygame.Rect(ODDS.x, TRAY.y + 112, ODDS.width, TRAY.height - 112)
    return ODDS


def _odds(surface: pygame.Surface, fonts: Fonts, odds: dict[str, Any], say: Say, rect: pygame.Rect) -> None:
    """The fight as it stands and with each option that changes it (a token spent once or again,
    a hero sent, a path, a fight taken up): the chance to kill, to be hit, and to die of it. The
    figures stand in columns as wide as their widest words, from the panel's right edge."""
    x, y = rect.x + 16, rect.y + 8
    rows: list[tuple[str, dict[str, Any], bool]] = []
    if odds.get("now"):
        rows.append((t("gauntlet-of-fools.odds.now"), odds["now"], True))
    for row in odds["rows"]:
        label = say(row)
        if row["times"] > 1:
            label = t("gauntlet-of-fools.odds.times", label=label, n=row["times"])
        rows.append((label, row, False))
    rows = rows[:(rect.height - 40) // 32]
    cells = [_cells(figures) for _, figures, _ in rows]
    widths = [max([fonts.width(c[k][0], theme.SMALL, True) + theme.SMALL for c in cells if c[k]] + [88])
              for k in range(4)]
    if fonts is not fonts.fixed and rect.width - 32 - sum(widths) - 8 * len(widths) < ODDS_LABEL_W:
        _odds(surface, fonts.fixed, odds, say, rect)  # the labels squeezed out: the table at its usual size
        return
    panel(surface, rect)
    fonts.draw(surface, t("gauntlet-of-fools.odds.title"), (x, y), theme.BODY, theme.GOLD, bold=True)
    columns: list[int] = []
    right = rect.right - 16
    for width in reversed(widths):
        columns.insert(0, right - width // 2)
        right -= width + 8
    for (label, _, bold), row_cells in zip(rows, cells):
        y += 32
        fonts.draw(surface, label, (x, y + 12), theme.SMALL, theme.TEXT,
                   bold=bold, anchor="midleft", width=right - x)
        for (cell, center, width) in zip(row_cells, columns, widths):
            if cell:
                badge(surface, fonts, cell[0], (center, y + 12), theme.SMALL, *cell[1], min_width=width)


Cell = tuple[str, tuple[Any, ...]] | None  # a figure's words and its colours (fill, ink, edge)


def _cells(figures: dict[str, Any]) -> list[Cell]:
    """Kill, hit, dies (only when the choice can kill the hero: it says so before it is taken), gold."""
    return [(t("gauntlet-of-fools.odds.kill", p=percent(figures["kill"])), ((52, 116, 84), theme.TEXT)),
            (t("gauntlet-of-fools.odds.hit", p=percent(figures["hit"])),
             (theme.RED if figures["hit"] > 0 else theme.INK, theme.TEXT)),
            (t("gauntlet-of-fools.odds.dies", p=percent(figures["dies"])), ((20, 12, 12), theme.RED, theme.RED))
            if figures["dies"] > 0 else None,
            (t("gauntlet-of-fools.odds.gold", n=figures["gold"]), (theme.GOLD, theme.INK))]


def _tray(surface: pygame.Surface, fonts: Fonts, dice: Dice, fight: dict[str, Any], view: dict[str, Any],
          hidden: frozenset[Any]) -> None:
    panel(surface, TRAY, fill=(40, 28, 20, 230), edge=(120, 90, 60))
    x, y = TRAY.x + 16, TRAY.y + 8
    hero = view["heroes"][fight["hero"]]
    fonts.draw(surface, t("gauntlet-of-fools.tray.title", card=hero_name(hero)), (x, y), theme.SMALL, theme.TEXT_SOFT)
    if "dice" not in hidden:
        for center, value in zip(dice_centers(len(fight["dice"])), fight["dice"]):
            dice.draw(surface, center, value)
        if not fight["dice"] and not fight.get("spear"):
            fonts.draw(surface, t("gauntlet-of-fools.tray.to_roll", n=fight["dice_to_roll"]),
                       (x, TRAY.y + 64), theme.BODY, theme.TEXT, anchor="midleft")
    y = TRAY.y + 112
    if "attack" in fight and "monster_defense" in fight and "dice" not in hidden:
        kill = fight["attack"] >= (fight["monster_defense"] or 0) or fight["outright_kill"]
        sign = "≥" if kill else "<"
        fonts.draw(surface, t("gauntlet-of-fools.tray.attack", attack=fight["attack"], sign=sign,
                              defense=fight["monster_defense"]), (x, y), theme.BODY, theme.TEXT, bold=True)
        _verdict(surface, fonts, t("gauntlet-of-fools.tray.kill") if kill else t("gauntlet-of-fools.tray.no_kill"),
                 (52, 116, 84) if kill else theme.INK_SOFT, y)
    if "monster_attack" in fight and (fight["hit"] or fight["dodged"]):
        y += 44
        reaches = fight["monster_attack"] >= hero["defense"]
        # A dodge by an ability (the Bow, a Berserker's kill) happens although the Attack reaches.
        key = "hit" if fight["hit"] else "dodge" if not reaches else "escape"
        fonts.draw(surface, t("gauntlet-of-fools.tray.defend", attack=fight["monster_attack"],
                              sign="≥" if reaches else "<", defense=hero["defense"]), (x, y), theme.BODY,
                   theme.TEXT, bold=True)
        _verdict(surface, fonts, t(f"gauntlet-of-fools.tray.{key}"), theme.RED if fight["hit"] else theme.BLUE, y)


def _verdict(surface: pygame.Surface, fonts: Fonts, word: str, color: tuple[int, int, int], y: int) -> None:
    badge(surface, fonts, word, (TRAY.right - 72, y + 12), theme.BODY, color, theme.TEXT, min_width=112)


def hero_name(hero: dict[str, Any]) -> str:
    return card_name(hero["class"])
