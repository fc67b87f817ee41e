"""The score sheet on screen and on paper: its Qt table model (:mod:`.model`), its window and
view (:mod:`.view`) and its rendering to PDF, PNG and printers (:mod:`.render`). The sheet's rows,
HTML, CSV and text are built without Qt in :mod:`bezique_qt.export`."""
