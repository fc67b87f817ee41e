# C declarations for meld_search.py when compiled with Cython (pure-Python mode): the search's
# working space as C arrays of an extension type, its functions as C functions with typed locals,
# the meld types' numbers and bits as C constants.  meld_search.py stays plain Python; this file
# only adds types.

cimport cython
from bezique_qt.engine cimport deal_melds
from bezique_qt.engine.kernel cimport Deal
from bezique_qt.ai.playout_tables cimport RolloutPolicy, Tables

# the ranks, as C constants
cdef int _JACK, _QUEEN, _KING, _TEN, _ACE
# the meld types as numbers; per type the bits of its class and of the higher types
cdef int _T_MARRIAGE, _T_SEQUENCE, _T_BEZ1, _MAXC
cdef unsigned int _CLS_A, _CLS_B, _CLS_C
cdef unsigned int _CLS_MASK[22]
cdef unsigned int _HIGHER_MASK[22]
cdef int _T_QUARTET[8]
cdef int _T_TRUMP_QUARTET[5]
cdef int _T_TRUMP_QUINTET[5]
cdef int _QUARTET_RANKS[5]

cdef class MeldSearch:
    cdef public RolloutPolicy pol
    cdef public Tables tb
    cdef public int tcode, nquart
    cdef public int quart[5]
    cdef public int bk[256]
    cdef public int bk_n[32]
    cdef public int tmpc[32]
    cdef public int tmpk[32]
    cdef public int cand[10]
    cdef public int best_type, best_n, best_value
    cdef public int best_cards[10]
    cdef public bint best_pend
    cpdef use_trump(self, object trump)
    cpdef bint best(self, Deal d, int p) except -1

@cython.locals(s=cython.int, i=cython.int, r=cython.int, t8=cython.int, k=cython.int,
               pol=RolloutPolicy)
cdef bint _could_meld(MeldSearch ms, int *cnt, int o) except -1

@cython.locals(i=cython.int, c=cython.int, key=cython.int, j=cython.int)
cdef void _fresh_first(MeldSearch ms, Deal d, int at, int m, unsigned int cmask) noexcept

@cython.locals(nk=cython.int, i=cython.int)
cdef bint _pick(MeldSearch ms, Deal d, int at, int kind, int n, unsigned int cmask,
                int off) noexcept

@cython.locals(t=cython.p_int, i=cython.int, c=cython.int, j=cython.int, at=cython.int,
               bit=cython.uint, higher=cython.uint, cmask=cython.uint, has_new=cython.bint,
               same_type=cython.bint, same_class=cython.bint, o=cython.uint, value=cython.int)
cdef bint _consider(MeldSearch ms, Deal d, int p, int tid, int n) except -1

@cython.locals(cnt=cython.p_int, o=cython.int, pending=list, pol=RolloutPolicy, at=cython.int, hand=list,
               bk_n=cython.p_int, bk=cython.p_int, c=cython.int, k=cython.int,
               tcode=cython.int, fixes=cython.bint, s=cython.int, i=cython.int,
               qk=cython.int, jk=cython.int, top=cython.int, n=cython.int, r=cython.int,
               m=cython.int, j=cython.int, tid=cython.int, cards=tuple, value=cython.int)
cdef bint _best_meld(MeldSearch ms, Deal d, int p) except -1

@cython.locals(higher=cython.uint, c=cython.int)
cdef bint _superior_claim(Deal d, int at, int tid, tuple cards) except -1
