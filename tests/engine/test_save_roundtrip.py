"""A save the app writes always loads (saves/README.md, "Safety"): seat names of any text and any
length, every option value, every AI level, positions of every game from the first decision to the
end are saved and loaded back equal, and what the reader would refuse the writer refuses with one
message before it writes anything."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game.engine.match import AI_LEVELS, NAME_LIMIT, Match, Seat, fit_name, proper_name
from game.engine.registry import get
from game.engine.rng import Rng
from game.engine.saves import SaveError, load, save, to_document
from game.engine.state import Option, OptionValue

GAMES = ("boss-monster", "dungeon-run", "gauntlet-of-fools", "monster-day")
# Any code point, surrogates and controls included, at any length; and printable names of the length
# a save holds, as the window gives them. A match draws all its names from one of the two, so that
# both sides of the name check are drawn often.
ANY_NAMES = st.text(st.characters(exclude_categories=()), max_size=3 * NAME_LIMIT)
PRINTABLE_NAMES = st.text(st.characters(exclude_categories=("C", "Z"), include_characters=" "), min_size=1,
                          max_size=NAME_LIMIT)
NAMES = st.one_of(ANY_NAMES, PRINTABLE_NAMES)
SEEDS = st.integers(-(2 ** 64) + 1, 2 ** 64 - 1)


def option_values(option: Option) -> st.SearchStrategy[OptionValue]:
    if option.choices:
        return st.sampled_from(option.choices)
    if isinstance(option.default, bool):
        return st.booleans()
    if isinstance(option.default, int):
        return st.integers(option.minimum, option.maximum if option.maximum is not None else option.minimum + 500)
    return st.just(option.default)


@st.composite
def seats(draw: st.DrawFn, players: int) -> list[Seat]:
    names = draw(st.sampled_from((ANY_NAMES, PRINTABLE_NAMES)))
    out = []
    for _ in range(players):
        kind = draw(st.sampled_from(("human", "ai")))
        out.append(Seat(draw(names), kind, draw(st.sampled_from(AI_LEVELS)) if kind == "ai" else None))
    return out


@st.composite
def matches(draw: st.DrawFn, game_id: str) -> Match:
    """A match of the game at a position random play reaches: from its first decision to its end."""
    game = get(game_id)
    players = draw(st.sampled_from(list(game.players)))
    options = {key: draw(option_values(option)) for key, option in game.options.items()}
    match = Match.start(game, players, draw(SEEDS), options, draw(seats(players)))
    plies = draw(st.one_of(st.integers(0, 300), st.none()))  # None: to the end of the game
    rng = Rng(draw(st.integers(0, 2 ** 32)))
    while not match.state.is_terminal() and (plies is None or len(match.actions) < plies):
        match.submit(rng.choice(match.state.legal_actions()))
    return match


@pytest.mark.parametrize("game_id", GAMES)
def test_every_save_written_loads_back_equal_and_the_rest_is_refused_before_writing(
        game_id: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    @settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(matches(game_id))
    def check(match: Match) -> None:
        folder = tmp_path_factory.mktemp("saves")
        path = folder / "game.json"
        proper = all(proper_name(seat.name) for seat in match.seats)
        event("every name proper" if proper else "a name a save cannot hold")
        if proper:
            loaded = load(save(match, path), upgrade=False).match
            assert (loaded.game, loaded.players, loaded.seed) == (match.game, match.players, match.seed)
            assert loaded.seats == match.seats and loaded.options == match.options
            assert loaded.actions == match.actions
            assert loaded.state.to_snapshot() == match.state.to_snapshot()
            return
        with pytest.raises(SaveError, match=r"^game\.json: cannot be saved \(seat \d has no proper name"):
            save(match, path)
        assert list(folder.iterdir()) == []
        # The reader refuses the very document the writer kept back, for the same reason.
        path.write_text(json.dumps(to_document(match), indent=1), encoding="utf-8")
        with pytest.raises(SaveError, match=r"^game\.json: is damaged \(seat \d has no proper name"):
            load(path, upgrade=False)

    check()


@given(NAMES)
def test_a_fitted_name_is_one_a_save_holds_and_a_proper_name_is_kept_as_it_is(name: str) -> None:
    fitted = fit_name(name, "Anna")
    assert proper_name(fitted)
    assert fit_name(fitted, "Anna") == fitted
    if proper_name(name) and name == name.strip():
        assert fitted == name


def test_a_fitted_name_keeps_what_it_can_of_a_long_or_strange_one() -> None:
    assert fit_name("  Bruno\x00 the\u200b Brave  ", "Anna") == "Bruno the Brave"
    assert fit_name("é" * 100, "Anna") == "é" * NAME_LIMIT
    assert fit_name("\t\n\x07", "Anna") == "Anna"


def test_a_seat_name_too_long_for_a_save_is_refused_before_anything_is_written(tmp_path: Path) -> None:
    match = Match.start("monster-day", 2, 5, seats=[Seat("A" * (NAME_LIMIT + 1)), Seat("Bot", "ai", "easy")])
    with pytest.raises(SaveError) as refused:
        save(match, tmp_path / "long.json")
    assert str(refused.value) == ("long.json: cannot be saved (seat 1 has no proper name "
                                  f"(1 to {NAME_LIMIT} printable characters))")
    assert list(tmp_path.iterdir()) == []
