"""Dungeon Run's card faces, drawn from the card records in the player's language: a title band
coloured by kind with a letter (colour is never alone), the numbers that matter in corners, and the
card's full text in the zoom and on the cards a player chooses between.

A hero's face takes a suffix: ``<hero>`` shows the hero as they play, without the Stone's ability,
which works only while they hold the Magic Stone; ``<hero>#stone`` shows it awake; ``<hero>#draft``
shows it as what the Stone would give, for a player choosing a hero, and ``<hero>#solo`` the hero
chosen for a solo game, where nobody ever holds the Stone."""
from __future__ import annotations

from functools import cache
from typing import Any

import pygame

from game.games.dungeon_run import translations
from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.narrate import card_name
from game.i18n import t

from ... import theme
from ...text import Fonts

# (band colour, mark) by kind of card: a symbol, or None for the kind's letter in the player's language.
KINDS: dict[str, tuple[tuple[int, int, int], str | None]] = {
    "hero": ((60, 96, 150), None), "monster": ((150, 52, 46), None), "lord": ((96, 30, 70), None),
    "trap": ((120, 96, 40), None), "stranger": ((52, 120, 96), None), "treasure": ((170, 130, 40), "$"),
    "artifact": ((130, 70, 160), None), "ability": ((70, 110, 70), None), "tile": ((90, 84, 76), "#"),
    "piece": ((170, 150, 60), "*"),
}
SEAT_COLOURS = ((214, 84, 72), (86, 150, 222), (236, 190, 70), (104, 190, 110), (186, 110, 206), (236, 140, 60))
STATS = ("might", "magic", "dexterity")
STONE, DRAFT, SOLO = "#stone", "#draft", "#solo"
ZOOM_TEXT = 16  # the zoom's text: a hero's every line fits the enlarged card at this size


def base(card: str) -> str:
    """The card a face shows, without the suffix that says how (see the module's note)."""
    return card.split("#", 1)[0]


@cache
def kind_of(card: str) -> str:
    data = card_data()
    card = base(card)
    if card in data.heroes:
        return "hero"
    if card in data.monsters:
        return "lord" if data.monsters[card].lord else "monster"
    if card in data.traps:
        return "trap"
    if card in data.strangers:
        return "stranger"
    if card in data.items:
        return "artifact" if data.items[card].artifact else "treasure"
    if card in data.abilities:
        return "ability"
    if card in data.tiles:
        return "tile"
    return "piece"


def initial(hero: dict[str, Any]) -> str:
    """The letter on a hero's miniature: the first of their name in the player's language."""
    return card_name(hero["hero"])[:1] if hero.get("hero") else "?"


def mark(kind: str) -> str:
    """What stands beside a kind's colour, so that colour is never alone: a symbol, or a letter."""
    return KINDS[kind][1] or t(f"dungeon-run.kind_mark.{kind}")


def letter(stat: str) -> str:
    return t(f"dungeon-run.stat_letter.{stat}")


def hit_points(wounds: int, health: int) -> str:
    """Hit points left of the whole, never below none: wounds past the last one are no debt (a blow
    may overshoot, a lost piece may lower the whole under the wounds already taken)."""
    return f"♥ {max(0, health - wounds)}/{health}"


def legend() -> str:
    """What the letters and marks on the table stand for, in one line."""
    stats = " · ".join(f"{letter(s)} {t('dungeon-run.stat.' + s)}" for s in STATS)
    return t("dungeon-run.face.legend", stats=stats)


def corners(card: str) -> list[str]:
    """The card's numbers, short: what a player compares at a glance."""
    data = card_data()
    kind, card = kind_of(card), base(card)
    if kind == "hero":
        h = data.heroes[card]
        return [f"{letter('might')} {h.might}", f"{letter('magic')} {h.magic}", f"{letter('dexterity')} {h.dexterity}",
                f"♥ {h.health}"]
    if kind in ("monster", "lord"):
        m = data.monsters[card]
        return [f"⚔ {m.attack}", t("dungeon-run.face.defense_short", n=m.defense),
                t("dungeon-run.face.escape_short", n=m.escape), f"♥ {m.health}"]
    if kind == "trap":
        trap = data.traps[card]
        return [f"{letter(trap.disarm)} ×{trap.successes}", f"♥ −{trap.damage}"]
    if kind in ("treasure", "artifact"):
        return [t(f"dungeon-run.slot.{data.items[card].slot}")]
    return []


def _faces(faces: Any) -> str:
    return " ".join(str(f) for f in sorted(faces))


def paragraphs(card: str, full: bool = True) -> list[tuple[str, str]]:
    """The card's text in the player's language, as (style, text) paragraphs; styles are ``soft``
    (what kind of card it is), ``head`` (an ability's name), ``plain``, ``stone`` and ``story`` (a hero's
    background). Where room is
    short (``full`` False) a hero's stats are given by their letters (the legend beside says which)
    and their story is left out."""
    data = card_data()
    kind, card_id = kind_of(card), base(card)
    if kind == "hero":
        h, words = data.heroes[card_id], translations.hero(card_id)
        out = [("soft", f"{t('dungeon-run.race.' + h.race)} · {t('dungeon-run.class.' + h.hero_class)}"),
               ("soft", " · ".join(f"{t('dungeon-run.stat.' + s) if full else letter(s)} {getattr(h, s)}"
                                   for s in STATS) + " · " + (t("dungeon-run.face.health", n=h.health) if full
                                                              else f"♥ {h.health}")),
               ("head", words.ability[0]), ("plain", words.ability[1])]
        if card.endswith(STONE) or card.endswith(DRAFT):
            head = "stone_awake" if card.endswith(STONE) else "stone_asleep"
            out += [("stone", t(f"dungeon-run.face.{head}", name=words.stone[0])), ("plain", words.stone[1])]
        if (card.endswith(DRAFT) or card.endswith(SOLO)) and full:
            out.append(("story", words.background))
        return out
    if kind in ("monster", "lord"):
        m = data.monsters[card_id]
        return [("soft", t(f"dungeon-run.type.{m.type}")),
                ("plain", t("dungeon-run.face.attack", n=m.attack, faces=_faces(m.aggression))),
                ("plain", t("dungeon-run.face.defense", n=m.defense) + " · " + t("dungeon-run.face.escape", n=m.escape)
                 + " · " + t("dungeon-run.face.health", n=m.health)),
                ("head", translations.text(card_id))]
    if kind == "trap":
        trap = data.traps[card_id]
        return [("soft", t("dungeon-run.face.disarm", n=trap.successes, stat=t(f"dungeon-run.stat.{trap.disarm}"))),
                ("plain", translations.text(card_id))]
    if kind in ("treasure", "artifact"):
        item = data.items[card_id]
        classes = ", ".join(t(f"dungeon-run.class.{c}") for c in item.classes)
        line = t(f"dungeon-run.slot.{item.slot}") + (" · " + t("dungeon-run.face.magic") if item.magic else "")
        return [("soft", line), ("soft", classes), ("plain", translations.text(card_id))]
    if kind == "tile":
        tile = data.tiles[card_id]
        out = [("plain", translations.text(card_id))] if tile.text else []
        if tile.treasure or tile.encounter:
            out.append(("soft", t("dungeon-run.face.rows", treasure=_faces(tile.treasure) or "–",
                                  encounter=_faces(tile.encounter) or "–")))
        return out
    return [("plain", translations.text(card_id))]


def text_height(fonts: Fonts, card: str, width: int, size: int, full: bool = True) -> int:
    """How tall the card's paragraphs stand at a text size, wrapped to a card ``width`` wide."""
    return sum(len(fonts.wrap(paragraph, width - 16, size, style in ("head", "stone"))) * fonts.line_height(size) + 4
               for style, paragraph in paragraphs(card, full))


def paint_text(fonts: Fonts, surface: pygame.Surface, card: str, top: int, size: int, full: bool = True) -> None:
    """The card's paragraphs, wrapped to the surface, from ``top`` down as far as there is room."""
    w, h = surface.get_size()
    y = top
    styles = {"soft": (theme.INK_SOFT, False), "head": (theme.INK, True), "plain": (theme.INK, False),
              "stone": ((120, 70, 150), True), "story": (theme.INK_SOFT, False)}
    for style, paragraph in paragraphs(card, full):
        colour, bold = styles[style]
        lines = fonts.wrap(paragraph, w - 16, size, bold)
        if style == "story" and y + len(lines) * fonts.line_height(size) > h - 4:
            return  # a story is told whole or not at all
        for line in lines:
            if y + fonts.line_height(size) > h - 4:
                return
            fonts.draw(surface, line, (8, y), size, colour, bold=bold)
            y += fonts.line_height(size)
        y += 4


class DungeonPainter:
    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts

    def face(self, surface: pygame.Surface, card: str, size: str) -> None:
        w, h = surface.get_size()
        kind = kind_of(card)
        colour = KINDS[kind][0]
        big = size == "zoom"
        band = 48 if big else 22 if size != "mini" else 16
        pygame.draw.rect(surface, colour, (0, 0, w, band), border_top_left_radius=6, border_top_right_radius=6)
        title_size = theme.BODY if big else 12
        self.fonts.draw(surface, mark(kind), (6, band // 2), title_size, theme.TEXT, bold=True, anchor="midleft")
        name = self.fonts.fit(card_name(base(card)), w - 24 - (6 if big else 0), title_size, True)
        self.fonts.draw(surface, name, (20 if not big else 30, band // 2), title_size, theme.TEXT, bold=True,
                        anchor="midleft")
        if big:
            paint_text(self.fonts, surface, card, band + 8, ZOOM_TEXT)
            return
        y = band + 4
        for value in corners(card):
            label = self.fonts.render(value, 12, theme.INK, bold=True)
            surface.blit(label, (6, y))
            y += label.get_height() + 2
            if y > h - 14:
                break
        if size != "mini":
            paint_text(self.fonts, surface, card, y, 12)

    def back(self, surface: pygame.Surface, size: str) -> None:
        w, h = surface.get_size()
        pygame.draw.rect(surface, theme.CARD_BACK_EDGE, surface.get_rect().inflate(-10, -10), width=2,
                         border_radius=6)
        self.fonts.draw(surface, "?", (w // 2, h // 2), theme.HEADING, theme.CARD_BACK_EDGE, bold=True,
                        anchor="center")
