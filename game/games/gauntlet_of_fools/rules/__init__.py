"""Gauntlet of Fools' rules, one module per rulebook chapter (seed 003, Italian, with its FAQ).

Chapters: ``draft`` (Fase della Spacconeria: taking, boasting, stealing), ``turn`` (Fase del Duello:
the Wand, determining the encounter, who faces it, Side Passage paths, Gladiator bets, the end of a
turn), ``fight`` (Attacco and Difesa: one hero against one encounter, its token windows, the Troll,
the Guardian, the Adventurer) and ``encounters`` (Descrizione degli Incontri: treasure, damage and
special damage, the special encounters). Each registers its frames on ``state.FLOW`` when imported
and pushes another chapter's frame by name.

Decision kinds
==============
Every decision belongs to the seat that owns the hero it concerns (``draft``: the drafting seat;
``send``: the seat sending a hero). The prompt's key is ``gauntlet-of-fools.prompt.<kind>``, its
arguments are public. Option keys are ``gauntlet-of-fools.action.<...>``, written below from
``action.``; in arguments ``hero`` is a hero's index in ``view["heroes"]``, ``card`` and ``*_card``
are card ids (class, weapon, boast or encounter), ``seat`` and ``*_seat`` seats, numbers numbers.
One line per option: its text form, its key, its arguments.

Boasting phase
--------------
``draft``: ask ``{}``.
  ``take CLASS``             ``action.take``       ``{hero, card}`` (card: the hero's class)
  ``steal CLASS``            ``action.steal``      ``{hero, card, from_seat}``
``boast``: ask ``{hero, card, stolen, added}`` (card: the class; stolen: the hero was stolen, so
  ``done`` waits for one boast; added: boasts added in this pick). Boasts come in the board's order.
  ``boast BOAST``            ``action.boast``      ``{hero, boast_card}``
  ``done``                   ``action.done``       ``{hero}``

Gauntlet phase
--------------
``wand``: ask ``{hero, weapon_card}`` (the Wand). The two cards seen are its owner's alone (its
  view's ``wand.top``); option labels, which name them, go to the deciding seat only.
  ``wand-top N``             ``action.wand-top``     ``{hero, position, encounter_card}`` (N-th card to the top)
  ``wand-discard N``         ``action.wand-discard`` ``{hero, position, encounter_card, weapon_card}`` (a Wand token)
``rise`` (a dead Zombie, or a Necromancer with its power): ask ``{hero, card}`` (card: its class).
  ``rise``                   ``action.rise``       ``{hero, card, token}`` (token: "class")
  ``rest``                   ``action.rest``       ``{hero, card}``
``send`` (two players: which hero faces this turn): ask ``{seat}``.
  ``send CLASS``             ``action.send``       ``{hero, card}``
  ``rise CLASS``             ``action.rise``       ``{hero, card, token}`` (a dead Zombie pays to play)
``path`` (Side Passage): ask ``{hero, card}`` (card: the hero's class).
  ``face ENCOUNTER``         ``action.face``       ``{hero, card}`` (card: the encounter of that path)
``bet`` (Gladiator): ask ``{hero, card, secret}`` (card: "gladiator"; secret: shown with the others).
  ``bet N``                  ``action.bet``        ``{hero, gold}``
The token windows: ``before`` (before rolling), ``after`` (after rolling), ``hit`` (when hit),
``kill`` (after a kill): ask ``{hero, card}`` (card: the encounter faced); ``end`` (the end of the
hero's turn): ask ``{hero}``. In each, every ability use is one option:
  ``use ID``                 ``action.use``        ``{hero, card, token}`` (card: the class or weapon
                             whose ability it is; token: "class" or "weapon", the token spent, a
                             weapon token off that weapon card)
  ``use staff dice``         ``action.use.staff-dice``    ``{hero, card, token, n}`` (n: the dice it adds)
  ``use staff defense``      ``action.use.staff-defense`` ``{hero, card, token, n}`` (n: the Defense it adds)
  ``use scimitar A B``       ``action.use.scimitar`` ``{hero, card, token, die, second_die}`` (faces rerolled)
  ``use scimitar A``         ``action.use.scimitar-one`` ``{hero, card, token, die}`` (the one die rolled)
  ``use one-use-die``        ``action.use.one-use-die`` ``{hero, token}`` (token: "one-use-die")
and the window's other options:
  ``bribe`` (before)         ``action.bribe``      ``{hero, card, gold}`` (the Mercenary's price)
  ``sneak-past W`` (before)  ``action.sneak-past`` ``{hero, card, weapon_card}`` (the Behemoth)
  ``roll`` (before)          ``action.roll``       ``{hero, card, dice}``
  ``roll W`` (before)        ``action.roll-with``  ``{hero, card, dice, weapon_card}`` (W: an Armsmaster's weapon)
  ``go`` (before)            ``action.go``         ``{hero, card}`` (no roll would matter)
  ``attack`` (after)         ``action.attack``     ``{hero, card, attack}``
  ``take-hit`` (hit)         ``action.take-hit``   ``{hero, card}``
  ``collect`` (kill)         ``action.collect``    ``{hero, card, gold}``
  ``collect gold`` (kill)    ``action.collect.gold`` ``{hero, card, gold}`` (Bee Swarm)
  ``collect weapon-token``   ``action.collect.weapon-token`` ``{hero, card}`` (Bee Swarm)
  ``take-wound`` (kill)      ``action.take-wound`` ``{hero, card}`` (Hellhound: a wound for more gold)
  ``end-turn`` (end)         ``action.end-turn``   ``{hero}``
``troll``: ask ``{hero, card}``.
  ``fight-again``            ``action.fight-again`` ``{hero, card}``
  ``let-go``                 ``action.let-go``     ``{hero, card}``
``guardian``: ask ``{hero, card}`` (card: the extra encounter drawn).
  ``face-extra``             ``action.face-extra`` ``{hero, card}``
  ``avoid``                  ``action.avoid``      ``{hero, card}``
``adventurer``: ask ``{hero, card}`` (card: the encounter to face again).
  ``use adventurer``         ``action.use``        ``{hero, card, token}`` (card: "adventurer", token: "class")
  ``move-on``                ``action.move-on``    ``{hero}``
``banshee``: ask ``{hero, card}``.
  ``suffer wound``           ``action.suffer.wound`` ``{hero, wounds}``
  ``suffer defense``         ``action.suffer.defense`` ``{hero, defense}`` (a Defense penalty)
``pool`` (Healing Pool): ask ``{hero, card}``.
  ``heal``                   ``action.heal``       ``{hero}``
  ``cleanse``                ``action.cleanse``    ``{hero, penalties}`` (penalty tokens discarded)
``magic`` (Magic Pool): ask ``{hero, card}``.
  ``gain class-token``       ``action.gain.class-token`` ``{hero, card}`` (card: the class)
  ``gain weapon-token``      ``action.gain.weapon-token`` ``{hero}``
``weapon`` (an Armsmaster's two weapons: which gains or loses the token): ask ``{hero, change}`` (+1/-1).
  ``weapon W``               ``action.weapon``     ``{hero, weapon_card, change}``

Odds for the table
==================
Every seat's ``view["odds"]`` (from :func:`..outlook.outlook`, on public data only) is None when
the decision risks nothing; otherwise ``now``, the fight as it stands in a token window (else None),
and ``rows``: one per option that changes the odds (``action``, its text; ``key`` and ``args``, its
words as the prompt's option gives them, for the seats that are not asked; ``times``, how often a
token is spent, a row per count while another use still changes the figures), for the windows'
``use ...`` options and for the options that begin a fight (``send``, ``face``, ``fight-again``,
``face-extra``, the Adventurer's ``use adventurer``). Each gives ``kill`` (the chance the encounter
is killed), ``hit`` (the chance the hero is hit), ``dies`` (the chance it is dead when its turn
ends) and ``gold`` (the treasure a kill pays).
"""
from __future__ import annotations

from game.engine.rng import Rng

from ..setup import deal
from ..state import GauntletState
from . import draft, encounters, fight, turn

CHAPTERS = (draft, turn, fight, encounters)  # importing a chapter registers its frames


def new_state(players: int, seed: int, promos: bool) -> GauntletState:
    """The deal, then the rules run to the first decision of the boasting phase."""
    state = GauntletState(players, Rng(seed), promos)
    deal(state, seed)
    state.start()
    return state
