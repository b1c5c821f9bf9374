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
from ...widgets.paint import badge, glow, panel
from ...widgets.pieces import Pile
from .faces import card_name, cards
from .layout import DECK, DISCARD, ENCOUNTER, MODS_X, ODDS, TRAY, WAND_Y

Say = Callable[[str], str]  # an option's action text -> its words


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
    w, h = 200, 280
    gap = 24
    left = ENCOUNTER.centerx - (count * w + (count - 1) * gap) // 2
    return [pygame.Rect(left + i * (w + gap), ENCOUNTER.top + 40, w, h) for i in range(count)]


def wand_rects(count: int) -> list[pygame.Rect]:
    return [pygame.Rect(8 + i * 96, WAND_Y + 76, 90, 126) for i in range(count)]


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
    if wand and wand["top"]:
        for i, (card, rect) in enumerate(zip(wand["top"], wand_rects(len(wand["top"])))):
            if lit(f"wand:{i + 1}"):
                glow(surface, rect, theme.GOLD, 0.8, 8)
            faces.draw(surface, card, "table", rect.center)
    for i, card in enumerate(view["waiting"]):
        faces.draw(surface, card, "table", (MODS_X, ENCOUNTER.top + 80 + i * 36))
    if view["waiting"]:
        fonts.draw(surface, t("gauntlet-of-fools.centre.waiting"), (MODS_X, ENCOUNTER.top),
                   theme.SMALL, theme.TEXT_SOFT, anchor="midtop")
    card, mods = encounter_shown(view)
    if len(view["paths"]) > 1 and not view.get("fight"):
        for i, (path, rect) in enumerate(zip(view["paths"], path_rects(len(view["paths"])))):
            if lit(f"path:{path['card']}"):
                glow(surface, rect, theme.GOLD, 0.8, 10)
            faces.draw(surface, path["card"], "hand", rect.center, scale=rect.width / 110)
            _numbers(surface, fonts, path["card"], path["mods"], None, rect)
    elif card is not None and "encounter" not in hidden:
        faces.draw(surface, card, "zoom", ENCOUNTER.center)
        _numbers(surface, fonts, card, mods or {}, view.get("fight"), ENCOUNTER)
    fight = view.get("fight")
    if fight and fight.get("odds"):
        _odds(surface, fonts, fight["odds"], say)
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
    y = rect.bottom + 16
    badge(surface, fonts, t("gauntlet-of-fools.centre.attack", n=attack), (rect.centerx - 96, y), theme.BODY,
          theme.RED if attack != info.attack else (150, 52, 48), theme.TEXT, min_width=88)
    shown = "?" if defense is None else str(defense)
    badge(surface, fonts, t("gauntlet-of-fools.centre.defense", n=shown), (rect.centerx, y), theme.BODY,
          theme.BLUE if defense != info.defense else (62, 96, 150), theme.TEXT, min_width=88)
    badge(surface, fonts, t("gauntlet-of-fools.centre.gold", n=gold), (rect.centerx + 96, y), theme.BODY,
          theme.GOLD, theme.INK, min_width=88)
    if mods.get("bitey"):
        badge(surface, fonts, t("gauntlet-of-fools.centre.double"), (rect.centerx, y + 32), theme.SMALL, theme.RED,
              theme.TEXT)


def percent(p: float) -> str:
    return f"{round(p * 100)}%"


def _odds(surface: pygame.Surface, fonts: Fonts, odds: dict[str, Any], say: Say) -> None:
    panel(surface, ODDS)
    x, y = ODDS.x + 16, ODDS.y + 12
    fonts.draw(surface, t("gauntlet-of-fools.odds.title"), (x, y), theme.BODY, theme.GOLD, bold=True)
    y += 32
    _odds_row(surface, fonts, t("gauntlet-of-fools.odds.now"), odds, x, y, True)
    for action, figures in list(odds["with"].items())[:4]:
        y += 32
        _odds_row(surface, fonts, say(action), figures, x, y, False)


def _odds_row(surface: pygame.Surface, fonts: Fonts, label: str, figures: dict[str, float], x: int, y: int,
              bold: bool) -> None:
    fonts.draw(surface, fonts.fit(label, 228, theme.SMALL, bold), (x, y + 12), theme.SMALL, theme.TEXT, bold=bold,
               anchor="midleft")
    badge(surface, fonts, t("gauntlet-of-fools.odds.kill", p=percent(figures["kill"])), (x + 296, y + 12),
          theme.SMALL, (52, 116, 84), theme.TEXT, min_width=100)
    badge(surface, fonts, t("gauntlet-of-fools.odds.hit", p=percent(figures["hit"])), (x + 404, y + 12),
          theme.SMALL, theme.RED if figures["hit"] > 0 else theme.INK, theme.TEXT, min_width=100)
    badge(surface, fonts, t("gauntlet-of-fools.odds.gold", n=round(figures["gold"], 1)), (x + 498, y + 12),
          theme.SMALL, theme.GOLD, theme.INK, min_width=72)


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
        key = "gauntlet-of-fools.tray.hit" if fight["hit"] else "gauntlet-of-fools.tray.dodge"
        sign = "≥" if fight["hit"] else "<"
        fonts.draw(surface, t("gauntlet-of-fools.tray.defend", attack=fight["monster_attack"], sign=sign,
                              defense=hero["defense"]), (x, y), theme.BODY, theme.TEXT, bold=True)
        _verdict(surface, fonts, t(key), theme.RED if fight["hit"] else theme.BLUE, y)


def _verdict(surface: pygame.Surface, fonts: Fonts, word: str, color: tuple[int, int, int], y: int) -> None:
    badge(surface, fonts, word, (TRAY.right - 72, y + 12), theme.BODY, color, theme.TEXT, min_width=112)


def hero_name(hero: dict[str, Any]) -> str:
    return card_name(hero["class"])
