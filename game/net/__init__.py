"""Playing across computers on one network: a host runs the only engine and each player's computer
holds one seat. Beside ``game.ui`` and ``game.cli``: it imports the engine, the games and the AI, and
none of them imports it; nothing here imports pygame.

- ``protocol``: the messages and their checks;
- ``channel``: the key exchange on the code or a seat's secret, and every message after it sealed;
- ``host``: the referee, its seats and who holds them;
- ``reception``: a connection's way from the welcome to its claim (the host's side of the exchange);
- ``door``: what connections without a seat may take of the host;
- ``tidings``: what the host tells each seat (its whole table, then what changed: ``delta``) and its own window;
- ``place``: where a hosted game listens, kept so that it listens there again when it is reopened;
- ``links``: one connection as the host keeps it (its outbox, its count of bad messages);
- ``seat``: a seat at a host, as a player's app holds it (join, rejoin, what the host says);
- ``thinker``: AI decisions made off the event loop, from what one seat knows;
- ``keyring``: the secrets a player's app keeps to get back into its seats;
- ``discovery``: tables announced and found on the local network (zeroconf);
- ``background``: a host and seats run in a thread of their own, for a window's loop.
"""
