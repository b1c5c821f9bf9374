"""Learn to play: a guided first game of each game at the real table (``scene.LessonScene``), its
lessons kept as data (``lessons/<game>.yaml``, read by ``lesson``), and where each was left (``progress``).

The lesson and the offer of it register themselves by name ("lesson", "lesson_offer") when ``scene`` and
``offer`` are imported (the app does it); the other screens open them by name and ask
``lesson.has_lesson`` whether a game has one.
"""
