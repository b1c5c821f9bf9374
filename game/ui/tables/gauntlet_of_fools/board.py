"""One hero's board: owner, class and weapon strips (name, printed number, tokens left), Defense and
dice now, attack modifiers, lasting and "this turn" effects, boasts, wounds out of the limit and gold.
The geometry functions are shared with the table's input, so what glows is what answers a click."""
from __future__ import annotations

from typing import Any, Callable

import pygame

from game.i18n import t

from ... import theme
from ...text import Fonts
from ...widgets.paint import badge, badge_width, dim, glow, lit_place, panel, turn_bar
from .faces import KINDS, card_name, card_text

Lit = Callable[[str], bool]


def class_strip(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x + 8, rect.y + 40, 164, 58)


def weapon_strip(rect: pygame.Rect, index: int, count: int) -> pygame.Rect:
    width = 164 if count == 1 else 80
    return pygame.Rect(rect.x + 180 + index * (width + 4), rect.y + 40, width, 58)


def token_spot(strip: pygame.Rect) -> pygame.Rect:
    """Where a card's tokens sit: the place to click to spend one."""
    wide = strip.width > 100
    return pygame.Rect(strip.right - 64 if wide else strip.x + 4, strip.bottom - 28, 60 if wide else strip.width - 8,
                       24)


def dice_spot(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x + 96, rect.y + 104, 104, 26)


def _tokens(surface: pygame.Surface, fonts: Fonts, spot: pygame.Rect, count: int, lit: bool) -> None:
    if lit:
        lit_place(surface, spot.inflate(6, 6), 1.0, 12)
    shown = min(count, 3 if spot.width < 64 else 4)
    for i in range(shown):
        pygame.draw.circle(surface, theme.GOLD, (spot.x + 12 + i * 14, spot.centery), 8)
        pygame.draw.circle(surface, theme.INK, (spot.x + 12 + i * 14, spot.centery), 8, 1)
    if count > shown or count == 0:
        fonts.draw(surface, "0" if count == 0 else f"×{count}", (spot.right - 4, spot.centery), theme.SMALL,
                   theme.INK_SOFT if count == 0 else theme.INK, bold=True, anchor="midright")


def _strip(surface: pygame.Surface, fonts: Fonts, strip: pygame.Rect, card: str, kind: str, tokens: int,
           lit: bool) -> None:
    """A card in brief: its kind's colour and letter, its name, the start of its text, its tokens.
    Written at the usual size like a card's face: the zoom shows it whole, and larger."""
    fonts = fonts.fixed
    color, letter = KINDS[kind]
    pygame.draw.rect(surface, theme.PAPER, strip, border_radius=6)
    pygame.draw.rect(surface, color, pygame.Rect(strip.x, strip.y, strip.width, 22), border_top_left_radius=6,
                     border_top_right_radius=6)
    name = fonts.fit(f"{letter} {card_name(card)}", strip.width - 8, theme.SMALL, bold=True)
    fonts.draw(surface, name, (strip.x + 6, strip.y + 11), theme.SMALL, theme.TEXT, bold=True, anchor="midleft")
    if strip.width > 100:
        text = fonts.fit(card_text(card), strip.width - 76, 12)
        fonts.draw(surface, text, (strip.x + 6, strip.bottom - 16), 12, theme.INK_SOFT, anchor="midleft")
    _tokens(surface, fonts, token_spot(strip), tokens, lit)


def effects(hero: dict[str, Any]) -> list[tuple[str, tuple[int, int, int]]]:
    """Lasting penalties and bonuses, then this turn's effects, as short labelled chips."""
    out: list[tuple[str, tuple[int, int, int]]] = []
    pen, now, bonus = hero["penalty"], hero["this_turn"], hero["bonus"]
    for key, value in (("poison", pen["poison"]), ("curse", pen["curse"]), ("dice_penalty", pen["dice"]),
                       ("defense_penalty", pen["defense"])):
        if value:
            out.append((t(f"gauntlet-of-fools.effect.{key}", n=value), theme.RED))
    if bonus["one_use_dice"]:
        out.append((t("gauntlet-of-fools.effect.one_use", n=bonus["one_use_dice"]), theme.BLUE))
    if hero["hangover"]:
        out.append((card_name("hangover"), theme.RED))
    if now.get("axe"):
        out.append((t("gauntlet-of-fools.effect.axe", card=card_name("axe")), theme.BLUE))
    # An ability in force this turn is shown by its card's name, as the card and the log call it.
    for key, card in (("trapper", "trapper"), ("zealot", "zealot"), ("holy_sword", "holy-sword"), ("priest", "priest")):
        if now.get(key):
            out.append((card_name(card), theme.BLUE))
    for key in ("attack_zero", "cannot_die"):
        if now.get(key):
            out.append((t(f"gauntlet-of-fools.effect.{key}"), theme.BLUE))
    for key in ("defense", "dice"):
        if now.get(key):
            out.append((t(f"gauntlet-of-fools.effect.turn_{key}", n=f"{now[key]:+d}", count=now[key]), theme.BLUE))
    if hero["next_turn"]["attack_zero"]:
        out.append((t("gauntlet-of-fools.effect.next_zero"), theme.RED))
    return out


def wounds_text(hero: dict[str, Any]) -> str:
    """Wounds against the limit at which the hero dies ("2/4 wounds"); past it, that it is dying (it
    dies when its turn ends), never a fraction above one."""
    if hero["wounds"] >= hero["wound_limit"]:
        key = "gauntlet-of-fools.board.wounds_past" if hero["dead"] else "gauntlet-of-fools.board.wounds_dying"
        return t(key, n=hero["wounds"])
    return t("gauntlet-of-fools.board.wounds", n=hero["wounds"], limit=hero["wound_limit"])


def draw_board(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, hero: dict[str, Any], owner: str,
               role: str, lit: Lit, acting: bool, mine: bool) -> None:
    panel(surface, rect, edge=theme.GOLD if acting else theme.PANEL_EDGE)
    if acting:
        glow(surface, rect, theme.GOLD, 0.5, 10)
        turn_bar(surface, rect)
    # The head's name, role, wounds and gold share one band above the strips, as the strips do their
    # card's words: at the usual size.
    head = fonts.fixed
    head.draw(surface, owner, (rect.x + 10, rect.y + 4), theme.BODY,
              theme.GOLD if mine else theme.TEXT, bold=True, width=128)
    head.draw(surface, role, (rect.x + 10, rect.y + 25), 12, theme.TEXT_SOFT, width=128)
    gold = badge(surface, head, t("gauntlet-of-fools.board.gold", n=hero["gold"]), (rect.right - 48, rect.y + 20),
                 theme.SMALL, theme.GOLD, theme.INK, min_width=80)
    wound_fill = theme.RED if hero["wounds"] else theme.INK
    wounds = wounds_text(hero)
    # Left of the gold, however long the words ("5 wounds: dying").
    right = min(rect.right - 96, gold.x - 4)
    badge(surface, head, wounds, (right - badge_width(head, wounds, theme.SMALL, 104) / 2, rect.y + 20), theme.SMALL,
          wound_fill, theme.TEXT, min_width=104)
    cls = hero["class"]
    _strip(surface, fonts, class_strip(rect), cls, "class", hero["class_tokens"], lit(f"class:{cls}"))
    for i, weapon in enumerate(hero["weapons"]):
        strip = weapon_strip(rect, i, len(hero["weapons"]))
        _strip(surface, fonts, strip, weapon, "weapon", hero["weapon_tokens"][i], lit(f"weapon:{weapon}"))
    _numbers(surface, fonts, rect, hero, lit("dice"))
    x = rect.x + 8
    for label, color in effects(hero):
        width = fonts.width(label, 12, bold=True) + 12
        if x + width > rect.right - 8:
            break
        chip = pygame.Rect(x, rect.y + 134, width, 22)
        pygame.draw.rect(surface, theme.mix(theme.FELT_DARK, color, 0.35), chip, border_radius=11)
        pygame.draw.rect(surface, color, chip, width=1, border_radius=11)
        fonts.draw(surface, label, chip.center, 12, theme.TEXT, bold=True, anchor="center")
        x += width + 4
    boasts = " · ".join(card_name(b) for b in hero["boasts"]) or t("gauntlet-of-fools.board.no_boasts")
    fonts.draw(surface, t("gauntlet-of-fools.board.boasts", list=boasts),
               (rect.x + 8, rect.y + 166), 12, theme.TEXT_SOFT, anchor="midleft", width=rect.width - 16)
    if hero["dead"]:
        dim(surface, rect, 150)
        badge(surface, fonts, t("gauntlet-of-fools.board.dead", gold=hero["gold"]), rect.center, theme.BODY,
              theme.INK_SOFT, theme.TEXT, edge=theme.RED)


def _numbers(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, hero: dict[str, Any], dice_lit: bool) -> None:
    """Defense now, dice now (with the one-use dice), attack modifiers: the numbers a fight compares."""
    y = rect.y + 117
    badge(surface, fonts, t("gauntlet-of-fools.board.defense", n=hero["defense"]), (rect.x + 48, y), theme.SMALL,
          (62, 96, 150), theme.TEXT, min_width=80)
    spot = dice_spot(rect)
    if dice_lit:
        lit_place(surface, spot, 1.0, 12)
    extra = hero["bonus"]["one_use_dice"]
    dice = (t("gauntlet-of-fools.board.dice_extra", n=hero["dice"], extra=extra) if extra
            else t("gauntlet-of-fools.board.dice", n=hero["dice"]))
    badge(surface, fonts, dice, spot.center, theme.SMALL, (120, 84, 52), theme.TEXT, min_width=80)
    attack = hero["bonus"]["attack"]
    if attack:
        badge(surface, fonts, t("gauntlet-of-fools.board.attack", n=f"{attack:+d}"), (rect.x + 244, y), theme.SMALL,
              theme.INK, theme.TEXT)
