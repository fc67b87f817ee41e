# C declarations for deal_melds.py when compiled with Cython (pure-Python mode): a meld scored
# in the kernel's deal and the checks before it as C-callable functions over a typed Deal (whose
# C arrays they write).  deal_melds.py stays plain Python; this file only adds types.

cimport cython
from bezique_qt.engine cimport kernel, reuse
from bezique_qt.engine.kernel cimport Deal

cdef int _MAXC

@cython.locals(at=cython.int, bit=cython.uint, c=cython.int, cls=object, order=object,
               value=cython.int, mvals=list)
cpdef int score_meld(Deal d, int p, object mtype, tuple cards, bint from_pending) except? -1

cpdef bint pending_ok(Deal d, int p, object m) except -1
