# C declarations for rollout.py when compiled with Cython (pure-Python mode): the playout policy
# as an extension type over the kernel's, its hot functions as C functions with typed locals,
# its tables and the meld search's working space as C arrays.  rollout.py stays plain Python;
# this file only adds types.

cimport cython
from bezique_qt.engine cimport kernel
from bezique_qt.engine.kernel cimport Deal, Policy

# the ranks, as C constants
cdef int _SEVEN, _NINE, _JACK, _QUEEN, _KING, _TEN, _ACE
# the meld types as numbers and bits; per type the bits of its class and of the higher types
cdef int _T_MARRIAGE, _T_SEQUENCE, _T_BEZ1, _NTYPES, _MAXC
cdef unsigned int _B_MARRIAGE, _B_SEQUENCE, _B_BEZ1, _B_BEZ2, _CLS_A, _CLS_B, _CLS_C
cdef unsigned int _CLS_MASK[22]
cdef unsigned int _HIGHER_MASK[22]
cdef int _T_QUARTET[8]
cdef int _T_TRUMP_QUARTET[5]
cdef int _T_TRUMP_QUINTET[5]
cdef int _QUARTET_RANKS[5]
cdef double _SEQ_SHARE[6]
cdef double _QUARTET_SHARE[5]
cdef double _DOUBLE_SHARE[5]
cdef double _MULTI_SHARE[5]

cdef class Tables:
    cdef public double base[32]
    cdef public int partner[32]
    cdef public double mval[32]
    cdef public int bez[32]
    cdef public int bez_queen, bez_jack, npairs
    cdef public int mv[88]
    cdef public int pairs[8]

cdef class RolloutPolicy:
    cdef public object v, fresh, court, _tables, _melds
    cdef public dict _by_trump
    cdef public tuple quartets
    cdef public bint classic, repeat_melds, strict, fixes_mode, plain_seq_pos
    cdef public bint trump_quartets, trump_quintets
    cdef public int max_bez
    cdef public double unit, late, seq_plain, seq_trump, bez_single, bez_double
    cdef public list bpts, quartet_value, higher_bez, higher_bits

cdef class _Playout(Policy):
    cdef public RolloutPolicy pol
    cdef public object rand, endgame, first_drawer, trump
    cdef public Tables tb
    cdef public int tcode, nquart
    cdef public int quart[5]
    cdef public double bpts[32]
    cdef public double qval[8]
    cdef public int bk[256]
    cdef public int bk_n[32]
    cdef public int tmpc[32]
    cdef public int tmpk[32]
    cdef public int cand[10]
    cdef public int best_type, best_n, best_value
    cdef public int best_cards[10]
    cdef public bint best_pend

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

@cython.locals(i=cython.int)
cdef bint _in_best(_Playout pl, int c) noexcept

@cython.locals(k=cython.int, x=cython.double, pol=RolloutPolicy, cnt=cython.p_int, o=cython.int, r=cython.int,
               s=cython.int, done=cython.uint, repeat_melds=cython.bint, pk=cython.int,
               m=cython.int, role=cython.int, other=cython.int, bez_double=cython.double,
               h=cython.int, n=cython.int, miss=cython.int, pts=cython.double,
               qv=cython.double, bit=cython.uint)
cdef double _keep(_Playout pl, Deal d, int p, int c, double stage) except? -1.5

@cython.locals(s=cython.int, i=cython.int, r=cython.int, t8=cython.int, k=cython.int,
               pol=RolloutPolicy)
cdef bint _could_meld(_Playout pl, int *cnt, int o) except -1

@cython.locals(i=cython.int, c=cython.int, key=cython.int, j=cython.int)
cdef void _fresh_first(_Playout pl, Deal d, int at, int m, unsigned int cmask) noexcept

@cython.locals(nk=cython.int, i=cython.int)
cdef bint _pick(_Playout pl, Deal d, int at, int kind, int n, unsigned int cmask,
                int off) noexcept

@cython.locals(t=cython.p_int, i=cython.int, c=cython.int, j=cython.int, at=cython.int,
               bit=cython.uint, higher=cython.uint, cmask=cython.uint, has_new=cython.bint,
               same_type=cython.bint, same_class=cython.bint, o=cython.uint, value=cython.int)
cdef bint _consider(_Playout pl, Deal d, int p, int tid, int n) except -1

@cython.locals(cnt=cython.p_int, o=cython.int, pending=list, pol=RolloutPolicy, at=cython.int, hand=list,
               bk_n=cython.p_int, bk=cython.p_int, c=cython.int, k=cython.int,
               tcode=cython.int, fixes=cython.bint, s=cython.int, i=cython.int,
               qk=cython.int, jk=cython.int, top=cython.int, n=cython.int, r=cython.int,
               m=cython.int, j=cython.int, tid=cython.int, cards=tuple, value=cython.int)
cdef bint _best_meld(_Playout pl, Deal d, int p) except -1

@cython.locals(higher=cython.uint, c=cython.int)
cdef bint _superior_claim(Deal d, int at, int tid, tuple cards) except -1
