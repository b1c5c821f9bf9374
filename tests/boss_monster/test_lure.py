"""The Bait phase: heroes go to strictly the most matching treasure; ties stay in town."""
from __future__ import annotations

from game.games.boss_monster.board import treasure

from .helpers import blank, dungeon, kinds, queue, town


def test_the_rulebook_lure_example():
    """The rulebooks' worked example, 000 (IT) "Fase Richiamo: esempio" / 002 (PT) "Exemplo de Fase de
    Atração": player 1 shows 1 cleric, 2 mage, 0 fighter, 2 thief; player 2 shows 3, 0, 1, 2. The mage
    goes to player 1, the cleric to player 2, the thief stays in town."""
    state = blank(2, ("cerebellus", "draculord"))  # a mage Boss and a cleric Boss; their icons count
    dungeon(state, 0, "mimic-vault", "torture-chamber")
    dungeon(state, 1, "torture-chamber", "monstrous-monument", "bottomless-pit")
    assert treasure(state, 0) == [1, 0, 2, 2]  # cleric, fighter, mage, thief
    assert treasure(state, 1) == [3, 1, 0, 2]
    town(state, "nick-the-masher", "tieg-and-the-magic-bubble", "joman-chimm")
    queue(state, ("lure", {}))
    assert state.entrance == [["tieg-and-the-magic-bubble"], ["nick-the-masher"]]
    assert state.town == ["joman-chimm"]


def test_a_tie_or_no_treasure_keeps_the_hero_in_town_until_the_tie_breaks():
    """000 (IT) "Fase Richiamo", Pareggio and "Memo: affollamento di Eroi": a tie for the most, or no
    matching treasure at all, keeps the hero in town; heroes pile up, and all go once the tie breaks."""
    state = blank(2, ("cerebellus", "king-croak"))  # mage and fighter Bosses: no thief icon
    dungeon(state, 0, "bottomless-pit")
    dungeon(state, 1, "bottomless-pit")
    town(state, "joman-chimm", "nick-the-masher")
    events = queue(state, ("lure", {}))
    assert state.town == ["joman-chimm", "nick-the-masher"]
    assert [e.data["counts"] for e in events] == [[1, 1], [0, 0]]
    town(state, "jesta-the-rogue")
    dungeon(state, 0, "jackpot-stash")
    queue(state, ("lure", {}))
    assert state.entrance[0] == ["joman-chimm", "jesta-the-rogue"]
    assert state.town == ["nick-the-masher"]


def test_the_boss_treasure_icon_counts():
    """000 (IT) "Carte: Boss", D: the Boss's treasure icon adds to the dungeon's icons."""
    state = blank(2, ("draculord", "robobo"))  # cleric and fighter
    town(state, "nick-the-masher", "boden-the-pantless")
    queue(state, ("lure", {}))
    assert state.entrance == [["nick-the-masher"], ["boden-the-pantless"]]


def test_heroes_reach_the_entrance_in_the_order_they_were_revealed():
    """000 (IT) "Fase Richiamo": several heroes going to one dungeon take their places in the order
    they were revealed, behind any hero already waiting there."""
    state = blank(2, ("draculord", "robobo"))
    dungeon(state, 0, "dark-altar")
    state.entrance[0] = [state.hero_deck.pop(state.hero_deck.index("pugi-the-druidess"))]
    town(state, "acacia-warrior-of-light", "nick-the-masher")
    queue(state, ("lure", {}))
    assert state.entrance[0] == ["pugi-the-druidess", "acacia-warrior-of-light", "nick-the-masher"]


def test_the_fool_goes_to_the_fewest_souls_and_stays_on_a_tie():
    """Reference §2.4 and rules-decisions.md (Boss Monster): The Fool goes to the dungeon with the
    fewest souls; a tie keeps him in town."""
    state = blank(2)
    town(state, "the-fool")
    queue(state, ("lure", {}))
    assert state.town == ["the-fool"]
    state.souls[0].append(state.hero_deck.pop(state.hero_deck.index("nick-the-masher")))
    queue(state, ("lure", {}))
    assert state.entrance[1] == ["the-fool"]


def test_deactivated_rooms_give_no_treasure():
    """000 (IT) glossary "Disattiva": a deactivated room's treasure is not counted."""
    state = blank(2, ("cerebellus", "king-croak"))
    dungeon(state, 0, "jackpot-stash")
    dungeon(state, 1, "bottomless-pit")
    state.dungeons[0][0] = state.dungeons[0][0]._replace(frozen=True)
    town(state, "joman-chimm")
    queue(state, ("lure", {}))
    assert state.entrance[1] == ["joman-chimm"]


def test_eliminated_players_lure_nobody():
    """000 (IT) "Memo: partite con 3-4 giocatori": an eliminated player's cards are out of the game."""
    state = blank(3, ("draculord", "robobo", "gorgona"))
    state.out[0] = True
    town(state, "nick-the-masher")
    events = queue(state, ("lure", {}))
    assert state.town == ["nick-the-masher"]  # nobody else has a cleric icon
    assert kinds(events) == ["hero_stays"] and events[0].data["counts"] == [None, 0, 0]
