# C declarations for solver.py when compiled: the trick rules it asks for the duties of the last
# tricks, as C calls.  The search itself is typed in solver.py.

from bezique_qt.engine cimport rules as _rules
