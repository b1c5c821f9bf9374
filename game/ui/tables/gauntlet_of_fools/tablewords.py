"""The table's words and small overlays: the status line's sentence, the result and the gold by
source, refusals in the
player's language, which card the pointer rests on (for the zoom), and the menu of several options
on one thing."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.actions import IllegalAction
from game.engine.state import View
from game.games.gauntlet_of_fools.ending import gold_by_source
from game.i18n import CATALOGUE, Segment, rich, t, words

from ... import theme
from ...widgets.paint import panel
from ...widgets.pieces import Pile
from ...widgets.score_sheet import Line, Sheet
from .board import class_strip, weapon_strip
from .centre import encounter_shown, path_rects, wand_rects
from .draft import BOASTS, card_centers, chip_rects
from .faces import card_name
from .layout import DISCARD, ENCOUNTER, MODS_X, board_rect, tile_rect

if TYPE_CHECKING:
    from .table import GauntletTable


def prompt_line(view: View, names: list[str]) -> str:
    prompt = view.get("prompt") or {}
    return words(prompt.get("key", ""), prompt.get("args", {}), card_name, lambda s: names[s],
                 t("gauntlet-of-fools.prompt.default"))


def result_lines(view: View, names: list[str]) -> list[list[Segment]]:
    """Each seat's gold, heroes and how each hero ended: that is what decided the game."""
    lines = []
    result = view.get("result") or {}
    gold = view["seat_gold"]
    for seat in sorted(range(view["players"]), key=lambda s: -gold[s]):
        heroes = [h for h in view["heroes"] if h["seat"] == seat]
        fate = ", ".join(card_name(h["class"]) + (" †" if h["dead"] else "") for h in heroes)
        key = "gauntlet-of-fools.result.winner" if seat in result.get("winners", ()) else "gauntlet-of-fools.result.seat"
        lines.append(rich(key, name=names[seat], gold=gold[seat], heroes=fate))
    return lines


# Sources of gold that are one card's own doing go by the card's name.
SOURCE_CARDS = {"start": "sack-of-loot", "prospector": "prospector", "boasts": "blindfolded"}


def ending_sheet(view: View, events: list[dict[str, Any]], names: list[str]) -> Sheet:
    """Each player's gold by where it came from (what took gold away counts against its source)."""
    gold = gold_by_source(events, view["players"])
    return Sheet(tuple(names), tuple(
        Line(card_name(SOURCE_CARDS[source]) if source in SOURCE_CARDS else t(f"gauntlet-of-fools.ending.{source}"),
             tuple((amount,) for amount in by_seat)) for source, by_seat in gold.items()), t("over.total"))


def refusal_text(refusal: IllegalAction) -> str:
    """The engine's refusal in the player's language; its English reason when there is no entry."""
    key = refusal.key.replace("gauntlet.illegal.", "gauntlet-of-fools.refused.") if refusal.key else ""
    if not key or not CATALOGUE.has(key):
        return refusal.reason
    params: dict[str, Any] = {k: card_name(v) if isinstance(v, str) else v for k, v in refusal.params.items()}
    return t(key, **params)


def card_under(table: "GauntletTable", pos: tuple[int, int]) -> str | None:
    view = table.view
    if view is None:
        return None
    if view["phase"] == "boasting":
        for boast, rect in zip(BOASTS, chip_rects()):
            if rect.collidepoint(pos):
                return boast
        count = len(view["heroes"])
        for hero in view["heroes"]:
            tile = tile_rect(hero["hero"], count)
            for card, center in zip([hero["class"], *hero["weapons"]], card_centers(tile, len(hero["weapons"]))):
                if pygame.Rect(center[0] - 45, center[1] - 63, 90, 126).collidepoint(pos):
                    return card
        return None
    for hero in view["heroes"]:
        slot = table.slot_of.get(hero["hero"])
        if slot is None:
            continue
        board = board_rect(slot)
        if class_strip(board).collidepoint(pos):
            return hero["class"]
        for i, weapon in enumerate(hero["weapons"]):
            if weapon_strip(board, i, len(hero["weapons"])).collidepoint(pos):
                return weapon
    paths = view["paths"]
    if len(paths) > 1 and not view.get("fight"):
        for path, rect in zip(paths, path_rects(len(paths))):
            if rect.collidepoint(pos):
                return path["card"]
    wand = view.get("wand")
    if wand and wand["top"]:
        for card, rect in zip(wand["top"], wand_rects(len(wand["top"]))):
            if rect.collidepoint(pos):
                return card
    for i, card in enumerate(view["waiting"]):
        if pygame.Rect(MODS_X - 45, ENCOUNTER.top + 17 + i * 36, 90, 36).collidepoint(pos):
            return card
    card, _ = encounter_shown(view)
    if card is not None and ENCOUNTER.collidepoint(pos):
        return card
    if view["discard"] and Pile(DISCARD).rect.collidepoint(pos):  # the last encounter faced, read again
        return str(view["discard"][-1])
    return None


def draw_menu(table: "GauntletTable", surface: pygame.Surface) -> None:
    for spot in table.menu:
        hover = spot.rect.collidepoint(table.pointer)
        panel(surface, spot.rect, fill=(*theme.GOLD, 255) if hover else theme.PANEL, edge=theme.GOLD)
        text = table.ctx.fonts.fit(spot.label, spot.rect.width - 16, theme.SMALL, bold=True)
        table.ctx.fonts.draw(surface, text, spot.rect.center, theme.SMALL, theme.INK if hover else theme.TEXT,
                             bold=True, anchor="center")
