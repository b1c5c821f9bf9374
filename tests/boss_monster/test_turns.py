"""Beginning and End of turn, elimination, the end of the game, and the variants that change them."""
from __future__ import annotations

from game.engine.events import GAME_OVER, TURN_BEGINS
from game.games.boss_monster.board import HERO

from .helpers import blank, census, dungeon, kinds, options, play, queue, town


def _souls(state, seat, *heroes):
    for hero in heroes:
        deck = state.epic_deck if HERO[hero].epic else state.hero_deck
        state.souls[seat].append(deck.pop(deck.index(hero)))


def _wounds(state, seat, *heroes):
    for hero in heroes:
        deck = state.epic_deck if HERO[hero].epic else state.hero_deck
        state.wounds[seat].append(deck.pop(deck.index(hero)))


ORDINARY = ["nick-the-masher", "boden-the-pantless", "tieg-and-the-magic-bubble", "joman-chimm",
            "acacia-warrior-of-light", "fires-breath", "mitchell-the-judge", "jesta-the-rogue",
            "delatorious-angel-of-light", "johnny-of-the-evening-watch"]


def test_a_turn_begins_with_one_hero_per_player_and_a_room_for_everyone():
    """000 (IT) "Inizio del turno": reveal one hero per player in the game, then each player draws a
    room card; no spell or ability may be used meanwhile."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    events = queue(state, ("turn", {}))
    assert events[0].kind == TURN_BEGINS and events[0].data["turn"] == 2
    arrived = next(e for e in events if e.kind == "heroes_arrive")
    assert len(arrived.data["heroes"]) == 3 and state.town == arrived.data["heroes"] and arrived.chance
    assert all(len(hand) == 1 for hand in state.rooms)
    assert [e.data["seat"] for e in events if e.kind == "rooms_drawn"] == list(state.order)


def test_epic_heroes_come_only_when_the_ordinary_deck_is_empty():
    """000 (IT) "Inizio del turno": ordinary heroes are revealed first; epic heroes only once the
    ordinary deck has run out."""
    state = blank(2)
    state.removed.extend(state.hero_deck[1:])
    state.hero_deck = state.hero_deck[:1]
    queue(state, ("heroes-arrive", {}))
    assert not HERO[state.town[0]].epic and HERO[state.town[1]].epic


def test_the_number_of_heroes_does_not_drop_after_an_elimination():
    """000 (IT) "Memo: partite con 3-4 giocatori": the heroes revealed each turn do not change when a
    player is eliminated."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    state.out[2] = True
    queue(state, ("heroes-arrive", {}))
    assert len(state.town) == 3


def test_end_of_turn_brings_deactivated_rooms_back_and_ends_until_end_of_turn_effects():
    """000 (IT) "Fine del turno": "until the end of the turn" effects end and deactivated rooms come back."""
    state = blank(2)
    dungeon(state, 0, "golem-factory", "the-crushinator")
    state.dungeons[0][0] = state.dungeons[0][0]._replace(frozen=True, bonus=3)
    state.dungeons[0][1] = state.dungeons[0][1]._replace(used=True)
    state.set_per_seat("the-crushinator", 0, 2)
    state.set_per_seat("jackpot-stash", 0, 2)
    state.add_health("nick-the-masher", 3)
    events = queue(state, ("end-turn", {}))
    assert next(e for e in events if e.kind == "turn_ends").data["reactivated"] == [
        {"seat": 0, "position": 1, "room": "golem-factory"}]
    first, second = state.dungeons[0]
    assert not first.frozen and first.bonus == 0 and not second.used
    assert state.per_seat("the-crushinator") == [0, 0] and state.per_seat("jackpot-stash") == [1, 1]
    assert state.health_bonus("nick-the-masher") == 0 and state.this_turn == {}


def test_five_wounds_eliminate_a_player_and_in_two_players_the_other_wins():
    """000 (IT) "Fine del turno" and "Fine della partita": a player ending the turn with 5 wounds is
    eliminated whatever their souls; the last Boss standing wins."""
    state = blank(2)
    _wounds(state, 0, *ORDINARY[:5])
    _souls(state, 0, *ORDINARY[5:9])
    events = queue(state, ("final-check", {}))
    assert kinds(events) == ["player_eliminated", GAME_OVER]
    result = state.result()
    assert result.winners == (1,) and result.reason == "last-boss"
    assert state.is_terminal() and state.current_player() is None


def test_in_three_or_four_players_an_eliminated_players_cards_leave_the_game():
    """000 (IT) "Memo: partite con 3-4 giocatori" / 002 (PT) "Jogos com Múltiplos Jogadores": the
    eliminated player's cards are set aside, out of the game, and the game goes on."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    dungeon(state, 2, "golem-factory", ("dark-altar", "jackpot-stash"))
    _wounds(state, 2, *ORDINARY[:5])
    state.rooms[2].append(state.room_deck.pop(state.room_deck.index("mimic-vault")))
    before = census(state)
    queue(state, ("final-check", {}))
    assert state.out[2] and not state.over
    assert state.dungeons[2] == [] and state.rooms[2] == [] and state.wounds[2] == []
    assert {"golem-factory", "dark-altar", "jackpot-stash"} <= set(state.removed)
    assert "mimic-vault" in state.set_aside  # a hand leaves the game face down
    assert census(state) == before
    assert state.turn == 2  # the game goes on with the next turn


def test_ten_souls_win_at_the_end_of_the_turn():
    """000 (IT) "Obiettivo del gioco" and "Fine della partita": a player ending the turn with 10 souls
    (and fewer than 5 wounds) wins."""
    state = blank(2)
    _souls(state, 1, *ORDINARY[:8], "katelyn-angelic-healer")
    _souls(state, 0, *ORDINARY[8:10])
    queue(state, ("final-check", {}))
    assert state.result().winners == (1,) and state.result().reason == "souls"
    assert state.result().details["souls"] == [2, 10]


def test_ten_souls_with_five_wounds_is_a_loss():
    """002 (PT) "Fim do Jogo": 5 wounds lose the game whatever the souls."""
    state = blank(2)
    _souls(state, 0, *ORDINARY[:10])
    _wounds(state, 0, "katelyn-angelic-healer", "lord-van-ette", "frankov-the-envoy")
    queue(state, ("final-check", {}))
    assert state.result().winners == (1,)


def test_a_tie_is_broken_by_souls_minus_wounds_then_the_lowest_xp():
    """000 (IT) "Fine della partita": if several players have 10 souls, souls minus wounds decides;
    then the Boss with the lowest XP wins."""
    state = blank(2, ("draculord", "robobo"))  # 900 and 400 XP
    _souls(state, 0, *ORDINARY[:5], "katelyn-angelic-healer", "lord-van-ette", "frankov-the-envoy")
    _souls(state, 1, *ORDINARY[5:10], "antonius-the-rune-knight", "tempros-the-time-marauder",
           "terric-warhelm")
    queue(state, ("final-check", {}))
    assert state.result().winners == (1,) and state.result().details["tied"]
    state = blank(2, ("draculord", "robobo"))
    _souls(state, 0, *ORDINARY[:5], "katelyn-angelic-healer", "lord-van-ette", "frankov-the-envoy")
    _souls(state, 1, *ORDINARY[5:10], "antonius-the-rune-knight", "tempros-the-time-marauder",
           "terric-warhelm")
    _wounds(state, 1, "hya-legendary-shinobi")
    queue(state, ("final-check", {}))
    assert state.result().winners == (0,)  # 11 - 0 beats 11 - 2


def test_tie_break_option_highest_xp():
    """rules-decisions.md (Boss Monster): option tie-break: highest-xp gives the tie to the most XP."""
    state = blank(2, ("draculord", "robobo"), **{"tie-break": "highest-xp"})
    _souls(state, 0, *ORDINARY[:5], "katelyn-angelic-healer", "lord-van-ette", "frankov-the-envoy")
    _souls(state, 1, *ORDINARY[5:10], "antonius-the-rune-knight", "tempros-the-time-marauder",
           "terric-warhelm")
    queue(state, ("final-check", {}))
    assert state.result().winners == (0,)


def test_everybody_eliminated_at_once_goes_to_souls_minus_wounds():
    """002 (PT) "Fim do Jogo": if the players meet the conditions of defeat together, souls minus
    wounds decides."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    state.out[2] = True
    _wounds(state, 0, *ORDINARY[:5])
    _wounds(state, 1, *ORDINARY[5:10])
    _souls(state, 0, "katelyn-angelic-healer")
    queue(state, ("final-check", {}))
    assert state.result().winners == (0,) and state.result().reason == "all-eliminated"


def test_the_game_ends_when_the_hero_decks_are_empty_and_no_hero_waits():
    """rules-decisions.md (Boss Monster), our decision: with both hero decks empty and no hero in town
    or at an entrance at the end of a turn, the game ends and the tie rules decide."""
    state = blank(2)
    state.removed.extend(state.hero_deck + state.epic_deck)
    state.hero_deck, state.epic_deck = [], []
    state.souls[1].append(state.removed.pop(state.removed.index("nick-the-masher")))
    queue(state, ("final-check", {}))
    assert state.result().reason == "heroes-exhausted" and state.result().winners == (1,)


def test_a_town_stalemate_with_empty_decks_ends_after_a_turn_without_heroes_going_in():
    """rules-decisions.md (Boss Monster), our decision, extended so that a game always ends: with the
    hero decks empty, a turn in which no hero went into a dungeon ends the game."""
    state = blank(2)
    state.removed.extend(state.hero_deck[1:] + state.epic_deck)
    state.town, state.hero_deck, state.epic_deck = state.hero_deck[:1], [], []
    state.entered = 1
    queue(state, ("final-check", {}))
    assert not state.over  # a hero went in this turn: play on
    state.frames = []
    state.entered = 0
    queue(state, ("final-check", {}))
    assert state.over and state.result().reason == "heroes-exhausted"


def test_infinite_lives_eliminates_nobody_and_ends_with_the_hero_decks():
    """000 (IT) "Varianti di Gioco", Vite Infinite: nobody is eliminated by wounds; the game ends when
    the hero decks run out, and the most souls minus wounds wins."""
    state = blank(2, **{"infinite-lives": True})
    _wounds(state, 0, *ORDINARY[:6])
    _souls(state, 1, *ORDINARY[6:10])
    queue(state, ("final-check", {}))
    assert not state.over and not state.out[0]
    state.frames = []
    state.removed.extend(state.hero_deck + state.epic_deck)
    state.hero_deck, state.epic_deck = [], []
    queue(state, ("final-check", {}))
    assert state.result().winners == (1,) and state.result().scores == (-6.0, 4.0)


def test_plotting_lets_a_player_without_new_souls_draw_at_the_end_of_turn():
    """000 (IT) "Varianti di Gioco", Complotto: at the end of the turn a player who gained no souls may
    draw a room or a spell."""
    state = blank(2, plotting=True)
    state.kills = [1, 0]
    queue(state, ("end-turn", {}))
    assert state.frames[-1].kind == "plot" and state.current_player() == 1
    assert options(state) == {"draw room", "draw spell", "pass"}
    play(state, "draw spell")
    assert len(state.spells[1]) == 1
    assert state.turn == 2  # then the next turn begins


def test_a_turn_runs_the_five_phases_in_order():
    """000 (IT) "Sequenza di Gioco": Beginning of turn, Build, Bait, Adventure, End of turn."""
    state = blank(2)  # Draculord (a cleric Boss) against Robobo
    dungeon(state, 0, "golem-factory")
    town(state, "nick-the-masher")  # a cleric: lured by seat 0
    events = queue(state, ("turn", {}))
    while state.turn == 2 and state.frames and state.frames[-1].kind == "build":
        events += play(state, "pass")
    order = [e.kind for e in events]
    marks = [order.index(kind) for kind in ("heroes_arrive", "build_passed")]
    marks += [min(i for i, k in enumerate(order) if k in ("hero_lured", "hero_stays"))]
    assert marks == sorted(marks)
    assert order.index("hero_enters") > marks[-1]
    assert order.index("turn_ends") > marks[-1]
    assert state.turn == 3  # and the next turn has begun


def test_no_spell_or_ability_in_beginning_bait_or_end_of_turn():
    """000 (IT) "Inizio del turno", "Fase Richiamo", "Fine del turno": spells and room abilities may
    not be used in these phases, so no window opens there."""
    state = blank(2)
    dungeon(state, 0, "dark-altar", "golem-factory")
    dungeon(state, 1, "dark-altar")
    state.spells = [[state.spell_deck.pop(state.spell_deck.index(c))] for c in ("jeopardy", "freeze")]
    town(state, "nick-the-masher")
    for steps in ((("heroes-arrive", {}), ("draws", {})), (("lure", {}),), (("end-turn", {}),)):
        queue(state, *steps)
        assert not state.frames or state.frames[-1].kind not in ("respond", "cancel", "respond-first")
        state.frames = []
