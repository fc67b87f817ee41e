# C declarations for rollout.py when compiled with Cython (pure-Python mode): the playout policy
# as an extension type over the kernel's, its hot functions as C functions with typed locals,
# its constants as C constants and arrays.  rollout.py stays plain Python; this file only adds
# types.  Its tables (playout_tables.pxd) and its meld search (meld_search.pxd) are their own.

cimport cython
from bezique_qt.engine cimport deal_melds, kernel
from bezique_qt.engine.kernel cimport Deal, Policy
from bezique_qt.ai.meld_search cimport MeldSearch
from bezique_qt.ai.playout_tables cimport RolloutPolicy, Tables

# the ranks, as C constants
cdef int _SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE
# the bits of the meld types a seat has declared
cdef unsigned int _B_MARRIAGE, _B_SEQUENCE, _B_BEZ1, _B_BEZ2
cdef double _SEQ_SHARE[6]
cdef double _QUARTET_SHARE[5]
cdef double _DOUBLE_SHARE[5]
cdef double _MULTI_SHARE[5]

cdef class _Playout(Policy):
    cdef public RolloutPolicy pol
    cdef public object rand, endgame, first_drawer, trump
    cdef public Tables tb
    cdef public int tcode
    cdef public double bpts[32]
    cdef public double qval[8]
    cdef public MeldSearch melds

@cython.locals(tcode=cython.int, trick=list, rowm=cython.uint, i=cython.int, card=cython.int,
               low=cython.int, c=cython.int, k=cython.int, lowf=cython.double,
               x=cython.double, y=cython.double)
cdef int _last_tricks_card(_Playout pl, Deal d, int p, list options) except? -2

@cython.locals(bpts=cython.p_double, late_scale=cython.double, remaining=cython.int,
               tricks_left=cython.int, stage=cython.double, late=cython.double,
               ready=cython.double, best_s=cython.double, card=cython.int,
               trick=list, lead=cython.int, lp=cython.double, rowm=cython.uint, c=cython.int,
               tp=cython.double, g=cython.double, sc=cython.double, unit=cython.double,
               k=cython.int, r=cython.int, p_lose=cython.double, others=cython.int,
               x=cython.double)
cdef int _choose_first_phase(_Playout pl, Deal d, int p, list hand) except? -2

@cython.locals(bpts=cython.p_double, i=cython.int, rowm=cython.uint, tp=cython.double, x=cython.int, after=cython.int,
               j=cython.int, q=cython.int, hold=cython.double, best_s=cython.double,
               card=cython.int, c=cython.int, t=cython.double, g=cython.double,
               sc=cython.double, partner=cython.bint, trick=list)
cdef int _follow_multi(_Playout pl, Deal d, int p, list hand, double stage, double late,
                       double ready) except? -2

@cython.locals(i=cython.int, ms=MeldSearch)
cdef bint _in_best(_Playout pl, int c) noexcept

@cython.locals(k=cython.int, x=cython.double, pol=RolloutPolicy, cnt=cython.p_int, o=cython.int, r=cython.int,
               s=cython.int, done=cython.uint, repeat_melds=cython.bint, pk=cython.int,
               m=cython.int, role=cython.int, other=cython.int, bez_double=cython.double,
               h=cython.int, n=cython.int, miss=cython.int, pts=cython.double,
               qv=cython.double, bit=cython.uint)
cdef double _keep(_Playout pl, Deal d, int p, int c, double stage) except? -1.5
