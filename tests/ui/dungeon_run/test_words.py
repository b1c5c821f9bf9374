"""Every Dungeon Run event told in plain words in every language, and the solo score sheet."""
from __future__ import annotations

import random

import pygame

from game.engine.registry import get
from game.games.dungeon_run.cards import card_data
from game.games.dungeon_run.narrate import card_name, describe
from game.i18n import CATALOGUE, set_language, t
from game.ui import theme
from game.ui.app import App
from game.ui.widgets.bar_label import MAX_W, PAD
from game.ui.tables.dungeon_run.faces import DungeonPainter, hit_points, kind_of, mark
from game.ui.tables.dungeon_run.heroes import hero_name_room, strip_rects
from game.ui.tables.dungeon_run.layout import HEROES, TRAY
from game.ui.tables.dungeon_run.mapview import (BASE, SPECIAL_MARK, ZOOMS, Camera, draw_encounter, monster_rect,
                                                tile_title)
from game.ui.tables.dungeon_run.tray import NAME_LINES, Roll, Tray, name_lines
from game.ui.widgets.card import CardFaces
from game.ui.tables.dungeon_run.words import ending_sheet, result_lines

from .positions import SETUPS


def test_every_event_kind_met_is_a_sentence_in_every_language() -> None:
    game = get("dungeon-run")
    events = {}
    for players, options in SETUPS:
        for seed in range(6):
            state = game.new_game(players, seed, options)
            rng = random.Random(seed)
            for event in state.opening_log():
                events.setdefault(event.kind, event.for_seat(0))
            while not state.is_terminal():
                action = game.playout_action(state, rng) if rng.random() < 0.6 else rng.choice(state.legal_actions())
                for event in state.apply(action):
                    events.setdefault(event.kind, event.for_seat(0))
    assert len(events) > 50
    names = [f"P{n}" for n in range(6)]
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for kind, event in events.items():
                line = describe(event, names)
                assert line is not None, (language, kind)
                text = line.text()
                assert "dungeon-run." not in text and "{" not in text, (language, kind, text)
    finally:
        set_language("en")


def test_a_secret_stays_out_of_the_sentence_for_a_seat_that_may_not_see_it() -> None:
    public = {"kind": "abilities_drawn", "seat": 1, "count": 2}
    seen = dict(public, cards=["quicksilver", "lurker"])
    assert "Quicksilver" not in describe(public, ["A", "B"]).text()
    assert "Quicksilver" in describe(seen, ["A", "B"]).text()


def test_a_fight_whose_dice_cancel_nothing_or_wound_nothing_says_so_in_every_language() -> None:
    """A strike whose high dice all wound (or all cancel) tells the empty share in words, never as a dash
    ("cancelling –")."""
    none_cancelled = {"kind": "dice_assigned", "seat": 0, "cancel": [], "wound": [5, 6], "blocked": 1}
    none_wounding = {"kind": "dice_assigned", "seat": 0, "cancel": [5], "wound": [], "blocked": 0}
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for event in (none_cancelled, none_wounding):
                text = describe(event, ["Anna"]).text()
                assert "–" not in text, (language, text)
            assert "5 6" in describe(none_cancelled, ["Anna"]).text()
    finally:
        set_language("en")


def test_the_solo_score_sheet_adds_up_to_the_engines_score() -> None:
    game = get("dungeon-run")
    checked = 0
    for seed in range(60):
        state = game.new_game(1, seed, {"round-limit": 30})
        rng = random.Random(seed)
        while not state.is_terminal():
            state.apply(game.playout_action(state, rng))
        view = state.view(0)
        sheet = ending_sheet(view, ["Anna"])
        if view["result"]["reason"] != "lord-defeated":
            assert sheet.totals() == [0]  # the Lord won: the sheet counts the loot beside no win
            continue
        assert len(sheet.lines) == 6  # the rulebook's table, line by line
        assert sheet.totals() == [view["result"]["details"]["score"]]
        checked += 1
        if checked == 2:
            break
    assert checked, "no seeded solo game felled the Lord"


def test_a_blows_choices_fit_their_buttons_in_every_language(app: App) -> None:
    """The assignment of a fight and the blocks of a duel say who falls; said at the end of a label cut
    short by its button, that would be lost: with one-digit numbers every form fits whole."""
    room = MAX_W - PAD  # one line of the usual button
    numbers = {"cancel": 3, "hero_wounds": 9, "monster_wounds": 9, "block": 3, "taken": 9, "dealt": 9}
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for key in ("cancel", "cancel-kills", "cancel-falls", "cancel-both", "block", "block-kills",
                        "block-falls", "block-both"):
                label = t(f"dungeon-run.action.{key}", **numbers)
                assert app.fonts.font(theme.BODY, True).size(label)[0] <= room, (language, label)
    finally:
        set_language("en")


def test_every_foes_name_stands_whole_in_the_tray_in_every_language(app: App) -> None:
    """Beside the foe's card in the tray a name (a Lord's with its title) takes up to four lines, never
    cut short."""
    data = card_data()
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for card in [*data.monsters, *data.traps]:
                lines = name_lines(app.fonts, card_name(card))
                assert len(lines) <= NAME_LINES and not any(line.endswith("…") for line in lines), (language, lines)
                assert " ".join(lines) == card_name(card)
    finally:
        set_language("en")


def test_every_tiles_name_stands_whole_on_the_map_from_the_first_zoom_in_every_language(app: App) -> None:
    """The map opens at the camera's first zoom; there and closer a laid tile shows its whole name
    ("Long Gall…" told nothing), its special mark included."""
    first = Camera(pygame.Rect(0, 0, 100, 100)).zoom_index
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for tile in card_data().tiles:
                name = f"{SPECIAL_MARK} {card_name(tile)[:1].upper()}{card_name(tile)[1:]}"
                for zoom in ZOOMS[first:]:
                    side = round(BASE * zoom)
                    lines, size, bold = tile_title(app.fonts, name, side)
                    assert " ".join(lines) == name, (language, side, lines)
                    assert all(app.fonts.width(line, size, bold) < side for line in lines), (language, side, lines)
    finally:
        set_language("en")


def test_every_monsters_and_strangers_name_stands_whole_on_its_plate_from_the_first_zoom(app: App) -> None:
    """A monster or a stranger on a tile shows its whole name there ("M Cry…" told nothing): what the
    plate draws, joined, is its kind's letter and its name (a Lord's with or without his title)."""
    camera = Camera(pygame.Rect(0, 0, 800, 600))
    first = camera.zoom_index
    data = card_data()
    drawn: list[str] = []
    fonts = app.fonts.fixed  # a piece on the map keeps its size whatever the text size
    draw = fonts.draw
    fonts.draw = lambda target, text, *a, **k: drawn.append(text) or draw(target, text, *a, **k)  # type: ignore
    surface = pygame.Surface((800, 600))
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for card in [*data.monsters, *data.strangers]:
                for index in range(first, len(ZOOMS)):
                    camera.zoom_index = index
                    drawn.clear()
                    draw_encounter(surface, app.fonts, monster_rect(camera, (0, 0)), card, 0, None)
                    kind, name = kind_of(card), card_name(card)
                    whole = {f"{mark(kind)} {name}"} | ({f"{mark(kind)} {name.split(', ')[0]}"} if kind == "lord" else set())
                    assert " ".join(drawn) in whole, (language, ZOOMS[index], drawn)
    finally:
        fonts.draw = draw  # type: ignore[method-assign]
        set_language("en")


def test_every_heros_name_stands_whole_in_the_heroes_panel_in_every_language(app: App) -> None:
    room = hero_name_room(strip_rects(HEROES, 6)[0])
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            for hero in card_data().heroes:
                assert app.fonts.width(card_name(hero), 12, True) <= room, (language, card_name(hero))
    finally:
        set_language("en")


def test_every_word_of_a_fight_in_the_tray_stays_inside_it_in_every_language(app: App) -> None:
    """One potential wound, the longest monster's name, odds lines: each word drawn lies in the tray."""
    tray = Tray(app.fonts, TRAY)
    faces = CardFaces(DungeonPainter(app.fonts))
    screen = pygame.Surface(theme.SIZE)
    drawn: list[tuple[str, pygame.Rect]] = []  # words drawn on the screen (a card's face has its own surface)
    draw = app.fonts.draw

    def record(target: pygame.Surface, text: str, *args: object, **kwargs: object) -> pygame.Rect:
        rect = draw(target, text, *args, **kwargs)  # type: ignore[arg-type]
        if target is screen:
            drawn.append((text, rect))
        return rect

    app.fonts.draw = record  # type: ignore[method-assign]
    try:
        for language in CATALOGUE.tables:
            set_language(language)
            foe = max(card_data().monsters, key=lambda m: len(card_name(m)))
            roll = Roll("fight", foe, foe_dice=[6, 2], hits=[6], dice=[5, 3], target=4)
            tray.draw(screen, faces, roll, set(), False, None, [])
            assert drawn and all(TRAY.contains(rect) for _, rect in drawn), (language, drawn)
            drawn.clear()
    finally:
        app.fonts.draw = draw  # type: ignore[method-assign]
        set_language("en")


def test_hit_points_left_never_go_below_none() -> None:
    """A blow past the last wound, or a lost piece that lowers the whole, leaves none: never "♥ -2/4"."""
    assert hit_points(1, 4) == "♥ 3/4"
    assert hit_points(6, 4) == "♥ 0/4"


def test_the_result_says_once_who_wins() -> None:
    """An ending that names its winner, or says nobody wins, is not preceded by a line saying it again."""
    def said(reason: str, winners: list[int]) -> list[str]:
        view = {"result": {"reason": reason, "winners": winners, "details": {}}, "heroes": []}
        return ["".join(text for text, _ in line) for line in result_lines(view, ["Anna", "Bea"])]

    assert said("round-limit", []) == ["The round limit is reached: nobody wins"]
    assert said("last-standing", [1]) == ["Bea is the last hero standing and wins"]
    assert said("other", [0]) == ["Anna wins", "The game ends"]  # an ending that does not say it keeps the line
