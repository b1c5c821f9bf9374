"""What each seat may see, the prompt, refusals, snapshots and determinization."""
from __future__ import annotations

import json

import pytest

from game.engine.actions import Action, IllegalAction
from game.engine.rng import Rng
from game.games.boss_monster.state import BossMonsterState

from .helpers import GAME, blank, dungeon, fresh, hand, play, queue


def _midgame(players: int = 3, seed: int = 21, plies: int = 60) -> BossMonsterState:
    """A position ``plies`` random actions into a game still running (the seed moves on if it ended)."""
    while True:
        state = fresh(players, seed)
        rng = Rng(seed)
        for _ in range(plies):
            if state.is_terminal():
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            return state
        seed += 1000


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    """000 (IT) glossary "Mano": the cards in a hand are secret unless an effect shows them."""
    state = fresh(3, 4)
    view = state.view(1)
    assert view["seats"][1]["hand"] == {"rooms": state.rooms[1], "spells": state.spells[1]}
    assert view["seats"][0]["hand"] is None and view["seats"][2]["hand"] is None
    assert view["seats"][0]["hand_counts"] == {"rooms": 5, "spells": 2}
    assert all(p["hand"] is None for p in state.view(None)["seats"])


def test_the_view_is_plain_data_a_table_can_be_drawn_from():
    """docs/engine.md, the State contract: view(seat) is plain data with a prompt for the current seat."""
    state = _midgame()
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view
        assert {"seats", "town", "discard", "walking", "casting", "prompt", "phase", "turn"} <= set(view)
    current = state.current_player()
    prompt = state.view(current)["prompt"]
    assert prompt["key"] == f"boss-monster.prompt.{prompt['kind']}" and prompt["seat"] == current
    assert [o["action"] for o in prompt["options"]] == [str(a) for a in state.legal_actions()]
    assert all(o["key"].startswith("boss-monster.action.") for o in prompt["options"])
    other = (current + 1) % 3
    assert state.view(other)["prompt"]["options"] == []


def test_drawn_cards_are_secret_to_everyone_but_the_drawer():
    """Architecture, Events: the secret part of an event goes only to the seats allowed to see it."""
    state = fresh(2, 6)
    drawn = next(e for e in state.opening_log() if e.kind == "rooms_drawn")
    assert drawn.chance and "cards" in drawn.for_seat(drawn.data["seat"])
    assert "cards" not in drawn.for_seat(1 - drawn.data["seat"]) and "cards" not in drawn.for_seat(None)


def test_a_wrong_verb_or_choice_is_refused_with_a_reason_and_a_key():
    """Architecture, Actions: every refusal carries a readable reason and an i18n key."""
    state = blank()
    dungeon(state, 0, "golem-factory")
    hand(state, 0, "fear", "golem-factory")
    state.phase = "build"
    queue(state, ("builder", {"seat": 0}))
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.parse("heal nick-the-masher"))
    assert refused.value.key == "illegal.boss_monster.not_now" and "build a room" in refused.value.reason
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.parse("cast counterspell"))
    assert refused.value.key == "illegal.boss_monster.not_in_hand" and "Counterspell" in refused.value.reason
    with pytest.raises(IllegalAction) as refused:
        state.apply(Action.parse("build golem-factory 3"))
    assert refused.value.key == "illegal.boss_monster.no_such_room"
    play(state, "pass")
    finished = fresh(2, 1)
    finished.over = True
    with pytest.raises(IllegalAction) as refused:
        finished.apply(Action("pass"))
    assert refused.value.key == "engine.refused.game_over"


def test_a_snapshot_rebuilds_the_same_state_and_the_game_goes_on_identically():
    """docs/engine.md: to_snapshot is JSON data and from_snapshot builds the state back."""
    state = _midgame(3, 8, 80)
    data = json.loads(json.dumps(state.to_snapshot()))
    copy = GAME.from_snapshot(data)
    assert copy.to_snapshot() == state.to_snapshot()
    rng_a, rng_b = Rng(3), Rng(3)
    while not state.is_terminal():
        action = rng_a.choice(state.legal_actions())
        assert rng_b.choice(copy.legal_actions()) == action
        state.apply(action)
        copy.apply(action)
    assert copy.result() == state.result()


def test_clone_is_independent_of_the_original():
    """docs/engine.md: clone() is a hand-written copy; playing on it leaves the original as it was."""
    state = _midgame(2, 9, 30)
    before = state.to_snapshot()
    copy = state.clone()
    rng = Rng(1)
    for _ in range(40):
        if copy.is_terminal():
            break
        copy.apply(rng.choice(copy.legal_actions()))
    assert state.to_snapshot() == before


def test_determinize_keeps_the_observers_view():
    """docs/engine.md: determinize(observer, rng) changes nothing the observer can see."""
    for seed in range(6):
        state = _midgame(3, seed, 25 + 7 * seed)
        for observer in range(3):
            world = state.determinize(observer, Rng(seed * 10 + observer))
            assert world.view(observer) == state.view(observer)


def _swap_hidden(state: BossMonsterState, observer: int) -> BossMonsterState:
    """The same position with the cards ``observer`` cannot see arranged differently."""
    other = state.clone()
    other.legal = None
    shown = state.frames[-1].data.get("reveals", ()) if state.frames[-1].seat == observer else ()
    for p in range(other.players):
        if p == observer or shown == ["hand", p]:
            continue
        for hand_, deck in ((other.rooms[p], other.room_deck), (other.spells[p], other.spell_deck)):
            if deck is other.room_deck and shown == ["room-deck"]:
                continue  # the observer is looking through the room deck now
            for i in range(len(hand_)):
                j = next((k for k, c in enumerate(deck) if c != hand_[i]), None)
                if j is not None:
                    hand_[i], deck[j] = deck[j], hand_[i]
            hand_.reverse()
    for deck in (other.room_deck, other.spell_deck, other.hero_deck, other.epic_deck):
        deck.reverse()  # a searched deck shows its cards, not their order
    return other


def test_determinize_depends_only_on_what_the_observer_sees():
    """docs/engine.md: the unseen cards are gathered in a canonical order before they are dealt, so
    arranging them differently in the real state changes nothing."""
    for seed in range(5):
        state = _midgame(3, seed, 30 + 5 * seed)
        observer = state.current_player()
        moved = _swap_hidden(state, observer)
        assert moved.to_snapshot() != state.to_snapshot()
        assert moved.view(observer) == state.view(observer)
        assert (state.determinize(observer, Rng(seed)).to_snapshot()
                == moved.determinize(observer, Rng(seed)).to_snapshot())
