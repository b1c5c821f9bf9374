"""Read a card before choosing it: the heroes of the draft and the ability cards drawn are laid out
whole on the table and chosen by a click (or Enter on the one in focus); the letters on the table have a legend; a
hero's Stone ability is shown only while it works; a tile says what it is when the pointer rests on
it."""
from __future__ import annotations

import pygame

from game.games.dungeon_run.heroes import CARDS
from game.i18n import set_language, t
from game.ui.app import App
from game.ui.tables.dungeon_run.faces import DRAFT, SOLO, STONE, DungeonPainter, base, paragraphs
from game.ui.widgets.zoom import DELAY

from ..helpers import click, frame, key, move, repaint
from .positions import open_kind


def recorded(app: App) -> list[str]:
    written: list[str] = []
    render = app.fonts.render
    app.fonts.render = lambda text, *a, **k: written.append(text) or render(text, *a, **k)  # type: ignore
    return written


def rest(app: App, pos: tuple[int, int]) -> None:
    move(app, pos)
    for _ in range(int(DELAY * 60) + 4):
        frame(app)


def test_the_draft_lays_every_hero_out_whole_and_a_click_on_one_chooses_it(app: App) -> None:
    scene = open_kind(app, "draft")
    table = scene.table
    offered = {str(a.args[0]) for a in table.legal}
    rects = table.choice_rects()
    assert {base(card) for card in rects} == offered
    written = recorded(app)
    table.layer.key = None  # draw the still layer again, so its words are recorded
    repaint(app)
    assert offered <= table.faces.drawn  # every hero offered is on the table, not only named in the bar
    chooser = scene.session.name(scene.session.state.current_player())
    assert t("dungeon-run.ui.choose_draft", name=chooser) in written  # the line over them names who chooses
    hero, rect = next(iter(rects.items()))
    rest(app, rect.center)
    assert table.zoom_request() == (hero, rect.center)  # and shown larger still, with the Stone's ability
    before = len(scene.session.match.actions)
    click(app, rect.center)
    for _ in range(3):
        frame(app)
    assert str(scene.session.match.actions[before]) == f"pick {base(hero)}"


def test_a_hero_card_for_the_draft_says_what_the_stone_would_wake_and_in_play_only_while_it_works() -> None:
    hero = "borrak-ironjaw"
    stone = CARDS.heroes[hero].stone.text
    assert any(text == stone for _, text in paragraphs(hero + DRAFT))
    assert all(text != stone for _, text in paragraphs(hero))
    assert any(style == "stone" for style, _ in paragraphs(hero + STONE))
    assert all(text != stone for _, text in paragraphs(hero + SOLO))  # nobody holds the Stone in solo play


def test_the_ability_cards_drawn_are_shown_and_enter_keeps_the_one_in_focus(app: App) -> None:
    scene = open_kind(app, "learn")
    table = scene.table
    cards = list(table.choice_rects())
    assert len(cards) == 2 and {str(a.args[0]) for a in table.legal} == set(cards)
    repaint(app)
    assert set(cards) <= table.faces.drawn
    before = len(scene.session.match.actions)
    while not (scene.keyplay.focus.key and {str(a.args[0]) for a in scene.keyplay.focus.key[1]} == {cards[1]}):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN, "\r")
    for _ in range(3):
        frame(app)
    assert str(scene.session.match.actions[before]) == f"learn {cards[1]}"


def test_the_letters_on_the_table_have_a_legend(app: App) -> None:
    scene = open_kind(app, "turn")
    written = recorded(app)
    scene.table.layer.key = None  # draw the still layer again, so its words are recorded
    repaint(app)
    legend = " ".join(written)
    for stat in ("might", "magic", "dexterity"):
        assert f"{t('dungeon-run.stat_letter.' + stat)} {t('dungeon-run.stat.' + stat)}" in legend


def test_resting_on_a_tile_shows_its_card(app: App) -> None:
    scene = open_kind(app, "turn")
    table = scene.table
    tile = next(t for t in table.view["dungeon"]["tiles"] if t["kind"] == "entrance")
    rest(app, table.camera.to_screen((tile["x"], tile["y"])))
    request = table.zoom_request()
    assert request is not None and request[0] == "entrance"


def test_a_cards_kind_is_marked_in_the_players_language(app: App) -> None:
    """Beside a kind's colour stands the first letter of the kind's name in the language (Eroe, Mostro,
    Signore in Italian), never the English one."""
    painter = DungeonPainter(app.fonts)
    try:
        for language, hero, lord in (("en", "H", "L"), ("it", "E", "S"), ("pt-BR", "H", "S")):
            set_language(language)
            for card, expected in (("borrak-ironjaw", hero), ("vorzhul", lord)):
                written = recorded(app)
                painter.face(pygame.Surface((120, 160)), card, "small")
                assert written[0] == expected, (language, card, written)
    finally:
        set_language("en")
