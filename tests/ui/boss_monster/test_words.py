"""Every Boss Monster event is told in every language, without a bare key or an unfilled blank, and a
hidden card is named only to the seats allowed to see it; every card face paints at every size."""
from __future__ import annotations

from functools import cache

import pygame

from game.engine import registry
from game.engine.events import Event
from game.engine.rng import Rng
from game.games.boss_monster import narrate
from game.games.boss_monster.cards import book
from game.i18n import CATALOGUE
from game.games.boss_monster.translations import name as card_name
from game.ui.tables.boss_monster.faces import BossMonsterPainter
from game.ui.tables.boss_monster.words import prompt_text
from game.ui import theme
from game.ui.text import Fonts
from game.ui.widgets.card import CardFaces

from .positions import first_positions, game_plan, moves

NAMES = ["Anna", "Bea", "Carlo", "Dora"]


@cache
def events() -> list[Event]:
    """The events of the seeded games the position search plays."""
    game = registry.get("boss-monster")
    out: list[Event] = []
    for seed in range(12):
        players, options = game_plan(seed)
        state = game.new_game(players, seed, options)
        out.extend(state.opening)
        rng = Rng(seed)
        while not state.is_terminal():
            action = game.playout_action(state, rng) if rng.below(2) else rng.choice(state.legal_actions())
            out.extend(state.apply(action))
    return out


def test_every_event_kind_met_is_told_in_every_language() -> None:
    kinds = {e.kind for e in events()}
    assert len(kinds) >= 45
    for language in ("en", "it", "pt-BR"):
        CATALOGUE.set_language(language)
        try:
            for event in events():
                for seat in (None, 0):
                    line = narrate.describe(event.for_seat(seat), NAMES)
                    assert line is not None, event.kind
                    text = line.text()
                    assert "boss-monster." not in text and "{" not in text, (language, event.kind, text)
                    assert text != event.kind.replace("_", " "), (language, event.kind)
        finally:
            CATALOGUE.set_language("en")


def test_a_hidden_card_is_named_only_to_its_viewers() -> None:
    secret = [e for e in events() if e.secret and e.viewers]
    assert secret
    for event in secret:
        outsider = next(s for s in range(4) if s not in event.viewers)
        public = narrate.describe(event.for_seat(outsider), NAMES)
        assert public is not None
        hidden = {v for v in event.secret.values() if isinstance(v, str)}
        hidden |= {c for v in event.secret.values() if isinstance(v, list) for c in v}
        named = {ref.card for _, ref in public.segments if ref is not None}
        assert not named & hidden, event.kind
        assert not any(narrate.card_name(c) in public.text() for c in hidden), event.kind


def test_every_card_face_paints_at_every_size() -> None:
    pygame.font.init()
    faces = CardFaces(BossMonsterPainter(Fonts()))
    cards = book()
    for card in [*cards.rooms, *cards.spells, *cards.bosses, *cards.heroes]:
        for size in ("mini", "table", "hand", "zoom"):
            surface = faces.face(card, size)
            assert surface.get_width() > 0


def test_every_decision_kind_is_put_in_words_for_the_status_line() -> None:
    game = registry.get("boss-monster")
    for kind, (seed, plies) in first_positions().items():
        players, options = game_plan(seed)
        state = game.new_game(players, seed, options)
        for action in moves(seed, plies):
            state.apply(action)
        for language in ("en", "it", "pt-BR"):
            CATALOGUE.set_language(language)
            try:
                text = prompt_text(state.view(state.current_player()), NAMES)
            finally:
                CATALOGUE.set_language("en")
            assert "{" not in text and "boss-monster." not in text, (kind, text)


def test_a_window_where_the_seat_can_only_pass_says_so_and_offers_nothing_else() -> None:
    """"You may cancel Freeze, or pass" where pass is the only option offers what is not there: the
    seat's own status line says it holds nothing that answers."""
    game = registry.get("boss-monster")
    seen = {"only": 0, "more": 0}
    for seed in range(6):
        players, options = game_plan(seed)
        state = game.new_game(players, seed, options)
        rng = Rng(seed)
        while not state.is_terminal():
            seat = state.current_player()
            view = state.view(seat)
            kind = view["prompt"]["kind"]
            if kind in ("respond", "respond-first", "cancel"):
                text = prompt_text(view, NAMES)
                offered = {o["action"] for o in view["prompt"]["options"]}
                if offered == {"pass"}:
                    seen["only"] += 1
                    assert "nothing you hold" in text and "you may" not in text, text
                else:
                    seen["more"] += 1
                    assert "you may" in text and "nothing you hold" not in text, text
            legal = state.legal_actions()
            state.apply(game.playout_action(state, rng) if rng.below(2) else rng.choice(legal))
    assert seen["only"] > 5 and seen["more"] > 0


def test_the_advanced_mark_and_the_kind_are_never_cut_nor_under_the_border() -> None:
    """An Advanced room says so whole at every size a card is read at, in every language: in the
    band of the zoom, on a tag at table and hand size, clear of the bronze border."""
    from game.i18n import t
    from game.ui.tables.boss_monster.faces import BossMonsterPainter

    pygame.font.init()
    fonts = Fonts()
    drawn: list[tuple[str, pygame.Rect]] = []
    real = fonts.draw
    fonts.draw = lambda target, text, *a, **k: drawn.append((text, real(target, text, *a, **k))) or drawn[-1][1]  # type: ignore
    painter = BossMonsterPainter(fonts)
    advanced = [r for r in book().rooms.values() if r.advanced]
    assert advanced
    for language in ("en", "it", "pt-BR"):
        CATALOGUE.set_language(language)
        try:
            for room in advanced:
                for size in ("table", "hand", "zoom"):
                    w, h = theme.CARD_SIZES[size]
                    drawn.clear()
                    painter.face(pygame.Surface((w, h), pygame.SRCALPHA), room.id, size)
                    word = t("boss-monster.face.advanced_full" if size == "zoom" else "boss-monster.face.advanced")
                    edge = max(2, w // 30)
                    shown = [(text, rect) for text, rect in drawn if word in text]
                    assert shown, (language, room.id, size)
                    for text, rect in shown:
                        assert "…" not in text and rect.left >= edge and rect.right <= w - edge, (language, size, text)
                    kind = t(f"boss-monster.face.{room.kind}")
                    assert any(text.startswith(kind) for text, _ in drawn), (language, size)  # the kind, uncut
        finally:
            CATALOGUE.set_language("en")


def test_a_choice_that_would_knock_the_boss_out_is_warned_of_in_the_status_line() -> None:
    """The view's knockout options, named in the bar's words, in every language; nothing otherwise."""
    from game import i18n
    from game.ui.tables.boss_monster.words import knockout_warning

    from tests.boss_monster.test_knockout import warned

    state, seat, fatal = warned()[0]
    view = state.view(seat)
    names = [f"P{n + 1}" for n in range(state.players)]
    for language in ("en", "it", "pt-BR"):
        CATALOGUE.set_language(language)
        try:
            text = prompt_text(view, names)
            options = [o for o in view["prompt"]["options"] if o["action"] in fatal]
            said = [i18n.words(o["key"], o["args"], card_name, lambda s: names[s], o["action"]) for o in options]
            warning = knockout_warning(view, names)
            assert warning and warning in text, language
            assert text.index(warning) < 100  # before the walk's detail, so the status line never cuts it
            assert all(word in warning for word in said)
            calm = dict(view, knockout=[])
            assert knockout_warning(calm, names) == "" and warning not in prompt_text(calm, names)
        finally:
            CATALOGUE.set_language("en")


def test_every_cards_name_is_drawn_whole_at_table_and_hand_size_in_every_language() -> None:
    """A long word ("Neanderthal") takes a smaller size rather than an ellipsis."""
    pygame.font.init()
    fonts = Fonts()
    fonts.record = drawn = []
    painter = BossMonsterPainter(fonts)
    cards = book()
    cut: list[tuple[str, str, str]] = []
    for language in ("en", "it", "pt-BR"):
        CATALOGUE.set_language(language)
        try:
            for card in [*cards.rooms, *cards.spells, *cards.bosses]:
                for size in ("table", "hand"):
                    drawn.clear()
                    painter.face(pygame.Surface(theme.CARD_SIZES[size], pygame.SRCALPHA), card, size)
                    name = card_name(card)
                    cut += [(language, size, text) for text, _, _ in drawn if "…" in text and text.rstrip("…") in name]
        finally:
            CATALOGUE.set_language("en")
    assert cut == []
