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
``send``: the seat sending a hero). The prompt's key is ``gauntlet-of-fools.prompt.<kind>`` and its
arguments are public. Option keys are ``gauntlet-of-fools.action.<...>``; in arguments ``hero`` is
a hero's index in ``view["heroes"]``, ``card`` and ``*_card`` are card ids (class, weapon, boast or
encounter), ``seat`` and ``*_seat`` are seats, numbers are numbers.

Boasting phase
--------------
``draft``: ask ``{}``.
  ``take CLASS``   key ``action.take``  ``{hero, card}`` (card: the hero's class card).
  ``steal CLASS``  key ``action.steal`` ``{hero, card, from_seat}``.
``boast``: ask ``{hero, card, stolen, added}`` (card: the class; stolen: true when at least one
  more boast is due; added: boasts added so far this pick). Boasts come in the board's order.
  ``boast BOAST``  key ``action.boast`` ``{hero, boast_card}``.
  ``done``         key ``action.done``  ``{hero}``.

Gauntlet phase
--------------
``wand``: ask ``{hero, weapon_card: "wand"}``; the two cards seen are the owner's alone (its view's
  ``wand.top``; option labels are shown to the deciding seat only).
  ``wand-top N``      key ``action.wand-top``     ``{hero, position, encounter_card}`` (N-th card on top).
  ``wand-discard N``  key ``action.wand-discard`` ``{hero, position, encounter_card, weapon_card}``
                      (spends a Wand token; removes the N-th card from the game).
``rise``: ask ``{hero, card}`` (a dead Zombie, or a Necromancer with its power; card: its class).
  ``rise``  key ``action.rise`` ``{hero, card, token: "class"}``.
  ``rest``  key ``action.rest`` ``{hero, card}``.
``send`` (two players: which hero faces this turn): ask ``{seat}``.
  ``send CLASS``  key ``action.send`` ``{hero, card}``.
  ``rise CLASS``  key ``action.rise`` ``{hero, card, token: "class"}`` (a dead Zombie pays to play).
``path`` (Side Passage): ask ``{hero, card}`` (card: the hero's class).
  ``face ENCOUNTER``  key ``action.face`` ``{hero, card}`` (card: the encounter of that path).
``bet`` (Gladiator): ask ``{hero, card: "gladiator", secret}`` (secret: bets shown together later).
  ``bet N``  key ``action.bet`` ``{hero, gold}``.
Token windows of a fight, ``before`` (before rolling), ``after`` (after rolling), ``hit`` (when
  hit), ``kill`` (after a kill), and ``end`` (end of the hero's turn): ask ``{hero, card}`` (card:
  the encounter faced; absent for ``end``). In each, every ability use is one option:
  ``use ID [ARGS]``  key ``action.use``  ``{hero, card, token}``: card is the class or weapon whose
                     ability it is, token ``"class"`` or ``"weapon"`` (the token spent; a weapon
                     token comes off that weapon card);
                     the Staff:        key ``action.use.staff``    ``{hero, card, token, choice}``
                                       (choice ``"dice"`` or ``"defense"``);
                     the Scimitar:     key ``action.use.scimitar`` ``{hero, card, token, die[, second_die]}``
                                       (the faces rerolled);
                     a one-use die:    key ``action.use.one-use-die`` ``{hero, token: "one-use-die"}``.
  ``before`` also:  ``bribe``            key ``action.bribe``      ``{hero, card, gold}`` (the Mercenary);
                    ``sneak-past W``     key ``action.sneak-past`` ``{hero, card, weapon_card}`` (Behemoth);
                    ``roll [W]``         key ``action.roll``       ``{hero, dice[, weapon_card]}`` (W: the
                                          Armsmaster's choice of weapon);
                    ``go``               key ``action.go``         ``{hero, card}`` (no roll matters).
  ``after`` also:   ``attack``           key ``action.attack``     ``{hero, card, attack}``.
  ``hit`` also:     ``take-hit``         key ``action.take-hit``   ``{hero, card}``.
  ``kill`` also:    ``collect``          key ``action.collect``    ``{hero, card, gold}``;
                    ``collect gold``     key ``action.collect.gold``   ``{hero, card, gold}`` (Bee Swarm);
                    ``collect weapon-token`` key ``action.collect.weapon-token`` ``{hero, card}``;
                    ``take-wound``       key ``action.take-wound`` ``{hero, card}`` (Hellhound: a wound
                                          for more gold).
  ``end`` also:     ``end-turn``         key ``action.end-turn``   ``{hero}``.
``troll``: ask ``{hero, card}``.  ``fight-again`` key ``action.fight-again`` ``{hero, card}``;
  ``let-go`` key ``action.let-go`` ``{hero, card}``.
``guardian``: ask ``{hero, card}`` (card: the extra encounter drawn).  ``face-extra`` key
  ``action.face-extra`` ``{hero, card}``; ``avoid`` key ``action.avoid`` ``{hero, card}``.
``adventurer``: ask ``{hero, card}`` (card: the encounter to face again).  ``use adventurer`` key
  ``action.use`` ``{hero, card: "adventurer", token: "class"}``; ``move-on`` key ``action.move-on`` ``{hero}``.
``banshee``: ask ``{hero, card}``.  ``suffer wound`` key ``action.suffer.wound`` ``{hero, wounds}``;
  ``suffer defense`` key ``action.suffer.defense`` ``{hero, defense}``.
``pool`` (Healing Pool): ask ``{hero, card}``.  ``heal`` key ``action.heal`` ``{hero}``; ``cleanse``
  key ``action.cleanse`` ``{hero, penalties}``.
``magic`` (Magic Pool): ask ``{hero, card}``.  ``gain class-token`` key ``action.gain.class-token``
  ``{hero, card}`` (card: the class); ``gain weapon-token`` key ``action.gain.weapon-token`` ``{hero}``.
``weapon`` (an Armsmaster's two weapons: which one gains or loses the token): ask ``{hero, change}``
  (+1 or -1).  ``weapon W`` key ``action.weapon`` ``{hero, weapon_card, change}``.

Odds for the table
==================
During a fight every seat's ``view["fight"]["odds"]`` (from :func:`..odds.fight_odds`, on public
data only) gives, before the roll and in every token window: ``kill`` (the chance this hero kills
the encounter), ``hit`` (the chance it is hit), ``gold`` (the treasure at stake), and ``with``: for
each ``use ...`` option of the window (the action's text), the same three figures if it is taken.
"""
