"""The window's side of a game played across computers: a table fed by a host's messages instead of a
local state (``source``), a host started for the window's own game (``hosting``), and the host's
reasons put in words (``words``). The network itself is ``game.net``; nothing here speaks to a socket."""
