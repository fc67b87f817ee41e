/* The playout policy of bezique_qt/ai/rollout.py, compiled.  (The endgame solver it calls is
 * ai/solver.py itself, compiled by Cython; see setup.py.)
 *
 * rollout.py holds the reference: `_Playout` and `_best_meld` there (a policy over the engine's
 * deal kernel, engine/kernel.py) are the specification,
 * and this file follows them step for step (same card order in every list, same floating-point
 * expressions in the same order, the same calls to the random generator), so a playout gives
 * exactly the same result either way; tests/ai/test_fastplay.py compares the two on states of
 * every preset.  When a state does not fit the fixed sizes below, `playout` returns None and the
 * Python version plays it.  Build: an optional extension of the package (setup.py); without
 * a compiler the program runs on the Python version alone.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>

#define MAXCARD 256
#define MAXHAND 32
#define MAXMC 10
#define NTYPES 22

enum { SEVEN = 0, NINE = 2, JACK = 3, QUEEN = 4, KING = 5, TEN = 6, ACE = 7 };
enum { T_MARRIAGE = 0, T_SEQUENCE = 1, T_BEZ1 = 2, T_BEZ2 = 3 };
enum { DIX_OTHER = 0, DIX_WHEN_PLAYED = 1, DIX_IF_WINS = 2, DIX_AFTER_WIN = 3 };

static const int SEQ_RANKS[5] = {ACE, TEN, KING, QUEEN, JACK};
/* _QUARTET_CHAR's order (A, K, Q, J, T) and each rank's index in MELD_TYPES' "AKQJT" */
static const int QUARTET_ORDER[5] = {ACE, KING, QUEEN, JACK, TEN};
static const double SEQ_SHARE[6] = {0.0, 0.02, 0.05, 0.1, 0.25, 0.5};
static const double QUARTET_SHARE[5] = {0.0, 0.02, 0.06, 0.2, 0.5};
static const double DOUBLE_SHARE[5] = {0.0, 0.01, 0.03, 0.1, 0.5};
static const double MULTI_SHARE[5] = {0.5, 0.1, 0.02, 0.004, 0.0008};

static int type_cls[NTYPES], type_order[NTYPES];
/* types of a class; types of the same class and a higher order */
static unsigned int cls_mask[8], higher_mask[NTYPES];

typedef struct {
    int classic, fresh, strict;
    int nquart, quart[5], quart_idx[5];
    double qval[8];
    int court_mask;
    double unit, late_scale;
    double bpts[32];
    int dix_on, dix_mode, dix_counts_decl;
    long long dix_points;
    int must_head, must_trump, ten_low, rank_only;
    long long bp;
    int when_won, brisq_end, declare_all, per_trick;
    double seq_plain, seq_trump, bez_single, bez_double;
    int plain_seq_pos, max_bez, trump_quartets, trump_quintets, repeat_melds;
    int fixes_mode, bez_opposite, top_up;
    long long bez_pts1;
    int cb_after;
    long long cb_points, last_bonus;
    int last_final;
    long long royal, common, tseq, pseq, mv[NTYPES];
    /* per trump index: 0..3 the suit, 4 none */
    double base[5][32], mval[5][32];
    int partner[5][32], bez[5][32];
    int npairs[5], pairs[5][4][2];
    int bez_queen[5], bez_jack[5];
} Pol;

typedef struct {
    int type, n;
    int cards[MAXMC];
} MeldC;

typedef struct {
    int hand[MAXHAND], nh;
    int cnt[32];
    unsigned char tab[MAXCARD];
    /* per card: the types of the melds it has been declared in, as bits (Python keeps a list
       of entries per card; every question asked of it is "is there one such that ...") */
    unsigned int occ[MAXCARD];
    MeldC *sets; /* a Python set of (type, cards): no duplicates */
    int nsets, capsets;
    unsigned int done;
    MeldC *pend;
    int npend, cappend;
} Player;

typedef struct {
    int found, type, n, from_pending, pidx;
    int cards[MAXMC];
    long long value;
} Best;

static PyObject *type_ids; /* dict: meld type name -> id */

/* ------------------------------------------------------------------------------ helpers */
static int ti_of(int trump) { return trump < 0 ? 4 : trump; }

static int beats(const Pol *P, int trump, int lead, int follow, int ph)
{
    int ls = (lead >> 3) & 3, fs = (follow >> 3) & 3;
    if (fs == ls) {
        if (P->ten_low && ph == 2) {
            int lr = (lead & 7) == TEN ? 5 : (lead & 7) * 2;
            int fr = (follow & 7) == TEN ? 5 : (follow & 7) * 2;
            return fr > lr;
        }
        return (follow & 7) > (lead & 7);
    }
    if (trump >= 0 && fs == trump)
        return 1;
    if (P->rank_only && ph == 1 && (trump < 0 || ls != trump))
        return (follow & 7) > (lead & 7);
    return 0;
}

static long long meld_value(const Pol *P, int type, const int *cards, int trump)
{
    if (type == T_MARRIAGE) {
        int s = (cards[0] >> 3) & 3;
        return (trump < 0 || s == trump) ? P->royal : P->common;
    }
    if (type == T_SEQUENCE) {
        int s = (cards[0] >> 3) & 3;
        return (trump < 0 || s == trump) ? P->tseq : P->pseq;
    }
    return P->mv[type];
}

static void sort_ints(int *a, int n)
{
    for (int i = 1; i < n; i++) {
        int x = a[i], j = i - 1;
        while (j >= 0 && a[j] > x) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = x;
    }
}

static int same_meld(const MeldC *m, int type, const int *cards, int n)
{
    if (m->type != type || m->n != n)
        return 0;
    for (int i = 0; i < n; i++)
        if (m->cards[i] != cards[i])
            return 0;
    return 1;
}

/* sets: a Python set of (type, cards); kept without duplicates */
static int grow(MeldC **a, int *cap, int need)
{
    if (need <= *cap)
        return 0;
    int nc = *cap ? *cap * 2 : 32;
    while (nc < need)
        nc *= 2;
    MeldC *b = PyMem_Realloc(*a, sizeof(MeldC) * nc);
    if (b == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    *a = b;
    *cap = nc;
    return 0;
}

static int add_set(Player *pl, int type, const int *cards, int n)
{
    for (int i = 0; i < pl->nsets; i++)
        if (same_meld(&pl->sets[i], type, cards, n))
            return 0;
    if (grow(&pl->sets, &pl->capsets, pl->nsets + 1) < 0)
        return -1;
    MeldC *m = &pl->sets[pl->nsets++];
    m->type = type;
    m->n = n;
    memcpy(m->cards, cards, sizeof(int) * n);
    return 0;
}

static void add_occ(Player *pl, int c, int type) { pl->occ[c] |= 1u << type; }

static int has_cls(const Player *pl, int c, int cls) { return (pl->occ[c] & cls_mask[cls]) != 0; }

static int all_on_table(const Player *pl, const int *cards, int n)
{
    for (int i = 0; i < n; i++)
        if (!pl->tab[cards[i]])
            return 0;
    return 1;
}

/* Python's sort by (already used in the class, on the table): a stable sort, cards not yet used
   in the class first, then those in the hand before those on the table */
static void fresh_first(const Player *pl, int *cards, int n, int cls)
{
    int keys[MAXHAND * 4];
    for (int i = 0; i < n; i++)
        keys[i] = has_cls(pl, cards[i], cls) * 2 + (pl->tab[cards[i]] ? 1 : 0);
    for (int i = 1; i < n; i++) {
        int kk = keys[i], cc = cards[i], j = i - 1;
        while (j >= 0 && keys[j] > kk) {
            keys[j + 1] = keys[j];
            cards[j + 1] = cards[j];
            j--;
        }
        keys[j + 1] = kk;
        cards[j + 1] = cc;
    }
}

/* ------------------------------------------------------------------------------ _best_meld */
typedef struct {
    const Pol *P;
    const Player *pl;
    int trump;
    Best *best;
    long long best_val;
} Ctx;

/* pick(): the n cards of `kind` to use, those already used in the class and on the table last
   (a stable sort, as Python's) */
static int pick(const Ctx *x, int *bykind_cards, int nk, int n, int cls, int *out)
{
    if (nk == 0 || nk < n)
        return 0;
    if (nk > n) {
        int tmp[MAXHAND];
        memcpy(tmp, bykind_cards, sizeof(int) * nk);
        fresh_first(x->pl, tmp, nk, cls);
        memcpy(out, tmp, sizeof(int) * n);
    } else {
        memcpy(out, bykind_cards, sizeof(int) * n);
    }
    return 1;
}

static int consider(Ctx *x, int type, const int *cards, int n)
{
    const Pol *P = x->P;
    const Player *pl = x->pl;
    int cls = type_cls[type];
    int t[MAXMC];
    memcpy(t, cards, sizeof(int) * n);
    sort_ints(t, n);
    if (P->classic) {
        int same_class = 0;
        for (int i = 0; i < n; i++) {
            unsigned int o = pl->occ[t[i]];
            if (o & ((1u << type) | higher_mask[type]))
                return 0;
            if (o & cls_mask[cls])
                same_class = 1;
        }
        if (same_class && P->fresh && all_on_table(pl, t, n))
            return 0;
    } else {
        for (int i = 0; i < pl->nsets; i++)
            if (same_meld(&pl->sets[i], type, t, n))
                return 0;
        int prior = 0, same_class = 0;
        for (int i = 0; i < n; i++) {
            unsigned int o = pl->occ[t[i]];
            if (o & higher_mask[type])
                return 0;
            if (o & (1u << type))
                prior = 1;
            if (o & cls_mask[cls])
                same_class = 1;
        }
        if (prior && P->strict && all_on_table(pl, t, n))
            return 0;
        /* the fresh-card rule holds under every re-use rule (F1) */
        if (same_class && P->fresh && all_on_table(pl, t, n))
            return 0;
    }
    long long value = meld_value(P, type, t, x->trump);
    if (value > x->best_val) {
        x->best_val = value;
        Best *b = x->best;
        b->found = 1;
        b->type = type;
        b->n = n;
        memcpy(b->cards, t, sizeof(int) * n);
        b->value = value;
        b->from_pending = 0;
        b->pidx = -1;
    }
    return 1;
}

static void best_meld(const Pol *P, const Player *pl, int trump, Best *best)
{
    int bk_n[32];
    int bk[32][MAXHAND];
    memset(bk_n, 0, sizeof(bk_n));
    for (int i = 0; i < pl->nh; i++) {
        int c = pl->hand[i], k = c & 31;
        bk[k][bk_n[k]++] = c;
    }
    Ctx x = {P, pl, trump, best, 0};
    best->found = 0;
    int fixes = P->fixes_mode && trump < 0;
    int a[MAXMC], b[MAXMC], cards[MAXMC];
    for (int s = 0; s < 4; s++) {
        int kk = s * 8 + KING, qk = s * 8 + QUEEN;
        if (bk_n[kk] && bk_n[qk]) {
            int ok1 = pick(&x, bk[kk], bk_n[kk], 1, 0, a);
            int ok2 = pick(&x, bk[qk], bk_n[qk], 1, 0, b);
            if (ok1 && ok2) {
                cards[0] = a[0];
                cards[1] = b[0];
                consider(&x, T_MARRIAGE, cards, 2);
            }
            if (s == trump || fixes || P->plain_seq_pos) {
                int all = 1;
                for (int i = 0; i < 5; i++) {
                    int k = s * 8 + SEQ_RANKS[i];
                    if (!pick(&x, bk[k], bk_n[k], 1, 0, a)) {
                        all = 0;
                        break;
                    }
                    cards[i] = a[0];
                }
                if (all)
                    consider(&x, T_SEQUENCE, cards, 5);
            }
        }
    }
    int ti = ti_of(trump);
    for (int pi = 0; pi < P->npairs[ti]; pi++) {
        int qk = P->pairs[ti][pi][0] * 8 + QUEEN, jk = P->pairs[ti][pi][1] * 8 + JACK;
        int nq = bk_n[qk], nj = bk_n[jk];
        int top = nq < nj ? nq : nj;
        if (P->max_bez < top)
            top = P->max_bez;
        for (int n = top; n > 0; n--) {
            int okq = pick(&x, bk[qk], nq, n, 1, a);
            int okj = pick(&x, bk[jk], nj, n, 1, b);
            if (okq && okj) {
                memcpy(cards, a, sizeof(int) * n);
                memcpy(cards + n, b, sizeof(int) * n);
                if (consider(&x, T_BEZ1 + n - 1, cards, 2 * n))
                    break;
            }
        }
    }
    for (int qi = 0; qi < P->nquart; qi++) {
        int r = P->quart[qi];
        if (pl->cnt[r] + pl->cnt[8 + r] + pl->cnt[16 + r] + pl->cnt[24 + r] < 4)
            continue;
        int same[MAXHAND * 4], ns = 0;
        for (int s = 0; s < 4; s++)
            for (int i = 0; i < bk_n[s * 8 + r]; i++)
                same[ns++] = bk[s * 8 + r][i];
        if (ns >= 4) {
            fresh_first(pl, same, ns, 2 + P->quart_idx[qi]);
            consider(&x, 7 + 3 * P->quart_idx[qi], same, 4);
        }
    }
    if (trump >= 0 && (P->trump_quartets || P->trump_quintets)) {
        for (int i = 0; i < 5; i++) {
            int k = trump * 8 + QUARTET_ORDER[i];
            if (P->trump_quartets && bk_n[k] >= 4)
                consider(&x, 7 + 3 * i + 1, bk[k], 4);
            if (P->trump_quintets && bk_n[k] >= 5)
                consider(&x, 7 + 3 * i + 2, bk[k], 5);
        }
    }
    for (int i = 0; i < pl->npend; i++) {
        const MeldC *m = &pl->pend[i];
        if (!all_on_table(pl, m->cards, m->n))
            continue;
        long long value = meld_value(P, m->type, m->cards, trump);
        if (value <= x.best_val)
            continue;
        int bad = 0;
        for (int j = 0; j < m->n && !bad; j++)
            if (pl->occ[m->cards[j]] & higher_mask[m->type])
                bad = 1;
        if (!bad) {
            x.best_val = value;
            best->found = 1;
            best->type = m->type;
            best->n = m->n;
            memcpy(best->cards, m->cards, sizeof(int) * m->n);
            best->value = value;
            best->from_pending = 1;
            best->pidx = i;
        }
    }
}

/* ------------------------------------------------------------------------------ keep */
static double keep(const Pol *P, const Player *pl, int ti, int trump, int c, double stage)
{
    int k = c & 31;
    double x = P->base[ti][k];
    if (stage <= 0.0)
        return x;
    const int *cnt = pl->cnt;
    int r = k & 7, s = k >> 3;
    unsigned int done = pl->done;
    int pk = P->partner[ti][k];
    if (pk >= 0 && (P->repeat_melds || !(done & (1u << T_MARRIAGE))))
        x += P->mval[ti][k] * (cnt[pk] ? 0.5 : 0.08) * stage;
    if (r == ACE || r == TEN || r == KING || r == QUEEN || r == JACK) {
        int m = (cnt[s * 8 + ACE] > 0) + (cnt[s * 8 + TEN] > 0) + (cnt[s * 8 + KING] > 0)
                + (cnt[s * 8 + QUEEN] > 0) + (cnt[s * 8 + JACK] > 0);
        if (s == trump || trump < 0) {
            if (P->repeat_melds || !(done & (1u << T_SEQUENCE)))
                x += P->seq_trump * SEQ_SHARE[m] * stage;
        } else if (P->seq_plain != 0.0) {
            x += P->seq_plain * SEQ_SHARE[m] * 0.5 * stage;
        }
    }
    int role = P->bez[ti][k];
    if (role) {
        int other = role == 1 ? P->bez_jack[ti] : P->bez_queen[ti];
        int co = other >= 0 ? cnt[other] : cnt[31];
        if (!(done & (1u << T_BEZ1)))
            x += P->bez_single * (co ? 0.5 : 0.1) * stage;
        if (P->bez_double != 0.0 && !(done & (1u << T_BEZ2))) {
            int h = (cnt[k] < 2 ? cnt[k] : 2) + (co < 2 ? co : 2);
            x += P->bez_double * DOUBLE_SHARE[h] * stage;
        }
        /* triple and higher beziques, by the copies missing (rollout.py's order) */
        for (int n = 3; n <= P->max_bez && n <= 5; n++) {
            if (done & (1u << (T_BEZ1 + n - 1)))
                continue;
            int miss = 2 * n - (cnt[k] < n ? cnt[k] : n) - (co < n ? co : n);
            if (miss < 5)
                x += (double)P->mv[T_BEZ1 + n - 1] * MULTI_SHARE[miss] * stage;
        }
    }
    double qv = P->qval[r];
    if (qv != 0.0) {
        int n = cnt[r] + cnt[8 + r] + cnt[16 + r] + cnt[24 + r];
        x += qv * QUARTET_SHARE[n < 4 ? n : 4] * stage;
    }
    return x;
}

/* ------------------------------------------------------------------------------ policy */
static void pol_free(PyObject *cap)
{
    PyMem_Free(PyCapsule_GetPointer(cap, "bezique_qt._fastplay.Pol"));
}

static int get_i(PyObject *d, const char *key, long long *out)
{
    PyObject *v = PyDict_GetItemString(d, key);
    if (v == NULL) {
        PyErr_Format(PyExc_KeyError, "policy field %s missing", key);
        return -1;
    }
    *out = PyLong_AsLongLong(v);
    return (*out == -1 && PyErr_Occurred()) ? -1 : 0;
}

static int get_f(PyObject *d, const char *key, double *out)
{
    PyObject *v = PyDict_GetItemString(d, key);
    if (v == NULL) {
        PyErr_Format(PyExc_KeyError, "policy field %s missing", key);
        return -1;
    }
    *out = PyFloat_AsDouble(v);
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

static int get_seq_f(PyObject *d, const char *key, double *out, Py_ssize_t n)
{
    PyObject *v = PyDict_GetItemString(d, key);
    if (v == NULL || !PyList_Check(v) || PyList_GET_SIZE(v) != n) {
        PyErr_Format(PyExc_ValueError, "policy field %s: a list of %zd numbers", key, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyFloat_AsDouble(PyList_GET_ITEM(v, i));
        if (out[i] == -1.0 && PyErr_Occurred())
            return -1;
    }
    return 0;
}

static int get_seq_i(PyObject *d, const char *key, long long *out, Py_ssize_t n)
{
    PyObject *v = PyDict_GetItemString(d, key);
    if (v == NULL || !PyList_Check(v) || PyList_GET_SIZE(v) != n) {
        PyErr_Format(PyExc_ValueError, "policy field %s: a list of %zd ints", key, n);
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        out[i] = PyLong_AsLongLong(PyList_GET_ITEM(v, i));
        if (out[i] == -1 && PyErr_Occurred())
            return -1;
    }
    return 0;
}

#define GI(key, field)                                                                       \
    do {                                                                                     \
        long long _v;                                                                        \
        if (get_i(d, key, &_v) < 0)                                                          \
            goto fail;                                                                       \
        P->field = _v;                                                                       \
    } while (0)
#define GF(key, field)                                                                       \
    do {                                                                                     \
        if (get_f(d, key, &P->field) < 0)                                                    \
            goto fail;                                                                       \
    } while (0)

static PyObject *make_policy(PyObject *self, PyObject *d)
{
    (void)self;
    if (!PyDict_Check(d)) {
        PyErr_SetString(PyExc_TypeError, "make_policy takes a dict");
        return NULL;
    }
    Pol *P = PyMem_Calloc(1, sizeof(Pol));
    if (P == NULL)
        return PyErr_NoMemory();
    long long tmp[160];
    GI("classic", classic);
    GI("fresh", fresh);
    GI("strict", strict);
    GI("court_mask", court_mask);
    GF("unit", unit);
    GF("late_scale", late_scale);
    GI("dix_on", dix_on);
    GI("dix_mode", dix_mode);
    GI("dix_counts_decl", dix_counts_decl);
    GI("dix_points", dix_points);
    GI("must_head", must_head);
    GI("must_trump", must_trump);
    GI("ten_low", ten_low);
    GI("rank_only", rank_only);
    GI("bp", bp);
    GI("when_won", when_won);
    GI("brisq_end", brisq_end);
    GI("declare_all", declare_all);
    GI("per_trick", per_trick);
    GF("seq_plain", seq_plain);
    GF("seq_trump", seq_trump);
    GF("bez_single", bez_single);
    GF("bez_double", bez_double);
    GI("plain_seq_pos", plain_seq_pos);
    GI("max_bez", max_bez);
    GI("repeat_melds", repeat_melds);
    GI("trump_quartets", trump_quartets);
    GI("trump_quintets", trump_quintets);
    GI("fixes_mode", fixes_mode);
    GI("bez_opposite", bez_opposite);
    GI("top_up", top_up);
    GI("bez_pts1", bez_pts1);
    GI("cb_after", cb_after);
    GI("cb_points", cb_points);
    GI("last_bonus", last_bonus);
    GI("last_final", last_final);
    GI("royal", royal);
    GI("common", common);
    GI("tseq", tseq);
    GI("pseq", pseq);
    if (get_seq_f(d, "bpts", P->bpts, 32) < 0 || get_seq_f(d, "qval", P->qval, 8) < 0)
        goto fail;
    if (get_seq_i(d, "mv", P->mv, NTYPES) < 0)
        goto fail;
    {
        PyObject *q = PyDict_GetItemString(d, "quartets");
        if (q == NULL || !PyList_Check(q) || PyList_GET_SIZE(q) > 5) {
            PyErr_SetString(PyExc_ValueError, "policy field quartets");
            goto fail;
        }
        P->nquart = (int)PyList_GET_SIZE(q);
        for (int i = 0; i < P->nquart; i++) {
            P->quart[i] = (int)PyLong_AsLong(PyList_GET_ITEM(q, i));
            P->quart_idx[i] = -1;
            for (int j = 0; j < 5; j++)
                if (QUARTET_ORDER[j] == P->quart[i])
                    P->quart_idx[i] = j;
            if (P->quart_idx[i] < 0) {
                PyErr_SetString(PyExc_ValueError, "policy field quartets: not a quartet rank");
                goto fail;
            }
        }
    }
    {
        static const char *names[5] = {"t0", "t1", "t2", "t3", "tn"};
        for (int ti = 0; ti < 5; ti++) {
            PyObject *t = PyDict_GetItemString(d, names[ti]);
            if (t == NULL || !PyDict_Check(t)) {
                PyErr_Format(PyExc_ValueError, "policy field %s", names[ti]);
                goto fail;
            }
            if (get_seq_f(t, "base", P->base[ti], 32) < 0
                || get_seq_f(t, "mval", P->mval[ti], 32) < 0)
                goto fail;
            if (get_seq_i(t, "partner", tmp, 32) < 0)
                goto fail;
            for (int k = 0; k < 32; k++)
                P->partner[ti][k] = (int)tmp[k];
            if (get_seq_i(t, "bez", tmp, 32) < 0)
                goto fail;
            for (int k = 0; k < 32; k++)
                P->bez[ti][k] = (int)tmp[k];
            long long v;
            if (get_i(t, "bez_queen", &v) < 0)
                goto fail;
            P->bez_queen[ti] = (int)v;
            if (get_i(t, "bez_jack", &v) < 0)
                goto fail;
            P->bez_jack[ti] = (int)v;
            PyObject *pairs = PyDict_GetItemString(t, "pairs");
            if (pairs == NULL || !PyList_Check(pairs) || PyList_GET_SIZE(pairs) > 4) {
                PyErr_SetString(PyExc_ValueError, "policy field pairs");
                goto fail;
            }
            P->npairs[ti] = (int)PyList_GET_SIZE(pairs);
            for (int i = 0; i < P->npairs[ti]; i++) {
                PyObject *pr = PyList_GET_ITEM(pairs, i);
                if (!PyTuple_Check(pr) || PyTuple_GET_SIZE(pr) != 2) {
                    PyErr_SetString(PyExc_ValueError, "policy field pairs: (queen, jack)");
                    goto fail;
                }
                P->pairs[ti][i][0] = (int)PyLong_AsLong(PyTuple_GET_ITEM(pr, 0));
                P->pairs[ti][i][1] = (int)PyLong_AsLong(PyTuple_GET_ITEM(pr, 1));
            }
        }
    }
    if (PyErr_Occurred())
        goto fail;
    return PyCapsule_New(P, "bezique_qt._fastplay.Pol", pol_free);
fail:
    PyMem_Free(P);
    return NULL;
}

/* ------------------------------------------------------------------------------ reading */
/* -1: an error is set; -2: does not fit (the caller falls back to Python) */
static int read_cards(PyObject *seq, int *out, int *n, int cap)
{
    PyObject *f = PySequence_Fast(seq, "a list of cards");
    if (f == NULL)
        return -1;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(f);
    if (*n + len > cap) {
        Py_DECREF(f);
        return -2;
    }
    PyObject **items = PySequence_Fast_ITEMS(f);
    for (Py_ssize_t i = 0; i < len; i++) {
        long c = PyLong_AsLong(items[i]);
        if (c == -1 && PyErr_Occurred()) {
            Py_DECREF(f);
            return -1;
        }
        if (c < 0 || c >= MAXCARD) {
            Py_DECREF(f);
            return -2;
        }
        out[(*n)++] = (int)c;
    }
    Py_DECREF(f);
    return 0;
}

static int read_meld(PyObject *m, MeldC *out)
{
    if (!PyTuple_Check(m) || PyTuple_GET_SIZE(m) != 2) {
        PyErr_SetString(PyExc_TypeError, "a meld is (type, cards)");
        return -1;
    }
    PyObject *id = PyDict_GetItemWithError(type_ids, PyTuple_GET_ITEM(m, 0));
    if (id == NULL) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "unknown meld type");
        return -1;
    }
    out->type = (int)PyLong_AsLong(id);
    out->n = 0;
    return read_cards(PyTuple_GET_ITEM(m, 1), out->cards, &out->n, MAXMC);
}

/* scored + pending melds of one player into occ, sets, done, pend */
static int read_melds(Player *pl, PyObject *scored, PyObject *pending)
{
    PyObject *lists[2] = {scored, pending};
    for (int li = 0; li < 2; li++) {
        PyObject *f = PySequence_Fast(lists[li], "a list of melds");
        if (f == NULL)
            return -1;
        Py_ssize_t len = PySequence_Fast_GET_SIZE(f);
        for (Py_ssize_t i = 0; i < len; i++) {
            MeldC m;
            int rc = read_meld(PySequence_Fast_GET_ITEM(f, i), &m);
            if (rc < 0) {
                Py_DECREF(f);
                return rc;
            }
            for (int j = 0; j < m.n; j++)
                add_occ(pl, m.cards[j], m.type);
            if (add_set(pl, m.type, m.cards, m.n) < 0) {
                Py_DECREF(f);
                return -1;
            }
            if (li == 0) {
                pl->done |= 1u << m.type;
            } else {
                if (grow(&pl->pend, &pl->cappend, pl->npend + 1) < 0) {
                    Py_DECREF(f);
                    return -1;
                }
                pl->pend[pl->npend++] = m;
            }
        }
        Py_DECREF(f);
    }
    return 0;
}

static void hand_remove(Player *pl, int card)
{
    for (int i = 0; i < pl->nh; i++)
        if (pl->hand[i] == card) {
            memmove(pl->hand + i, pl->hand + i + 1, sizeof(int) * (pl->nh - i - 1));
            pl->nh--;
            return;
        }
}

static PyObject *hand_list(const Player *pl)
{
    PyObject *l = PyList_New(pl->nh);
    if (l == NULL)
        return NULL;
    for (int i = 0; i < pl->nh; i++) {
        PyObject *v = PyLong_FromLong(pl->hand[i]);
        if (v == NULL) {
            Py_DECREF(l);
            return NULL;
        }
        PyList_SET_ITEM(l, i, v);
    }
    return l;
}

static int call_rand(PyObject *rand, double *out)
{
    PyObject *r = PyObject_CallNoArgs(rand);
    if (r == NULL)
        return -1;
    *out = PyFloat_AsDouble(r);
    Py_DECREF(r);
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

static int suit_trump_key(int c, int trump) { return (c & 7) + (((c >> 3) & 3) == trump ? 20 : 0); }

/* ------------------------------------------------------------------------------ playout */
/* playout(policy, state, rand, endgame, first_drawer, first_only)
   state = (concealed0, table0, concealed1, table1, scored0, scored1, pending0, pending1,
            stock, turnup, trump, phase, leader, to_act, trick, deal_points, brisques, cb,
            cb_show, dix_exchanged, sevens_scored) -- None for a missing turn-up/trump/card. */
static PyObject *playout(PyObject *self, PyObject *args)
{
    (void)self;
    PyObject *cap, *st, *rand, *endgame, *first_drawer_o;
    int first_only;
    if (!PyArg_ParseTuple(args, "OO!OOOp", &cap, &PyTuple_Type, &st, &rand, &endgame,
                          &first_drawer_o, &first_only))
        return NULL;
    const Pol *P = PyCapsule_GetPointer(cap, "bezique_qt._fastplay.Pol");
    if (P == NULL)
        return NULL;
    if (PyTuple_GET_SIZE(st) != 21) {
        PyErr_SetString(PyExc_ValueError, "state: a tuple of 21 fields");
        return NULL;
    }
    int first_drawer = first_drawer_o == Py_None ? -1 : (int)PyLong_AsLong(first_drawer_o);
    if (PyErr_Occurred())
        return NULL;
    int has_endgame = endgame != Py_None;

    /* not zeroed as a whole (it is large): each field is set before use */
    Player *pls = PyMem_Malloc(2 * sizeof(Player));
    if (pls == NULL)
        return PyErr_NoMemory();
    for (int p = 0; p < 2; p++) {
        pls[p].nh = pls[p].nsets = pls[p].npend = pls[p].capsets = pls[p].cappend = 0;
        pls[p].sets = pls[p].pend = NULL;
        pls[p].done = 0;
        memset(pls[p].cnt, 0, sizeof(pls[p].cnt));
        memset(pls[p].tab, 0, sizeof(pls[p].tab));
        memset(pls[p].occ, 0, sizeof(pls[p].occ));
    }
    int stock[MAXCARD];
    int nstock = 0, rc;
    PyObject *result = NULL;
    int trick[2], ntrick = 0;
    long long pts[2], brisq[2];
    int cb[2], cb_show[2];
    unsigned char sevens[MAXCARD];
    memset(sevens, 0, sizeof(sevens));

#define CHECK(expr)                                                                          \
    do {                                                                                     \
        rc = (expr);                                                                         \
        if (rc == -1)                                                                        \
            goto error;                                                                      \
        if (rc == -2)                                                                        \
            goto unsupported;                                                                \
    } while (0)
#define GETINT(obj, dst, none)                                                               \
    do {                                                                                     \
        PyObject *_o = (obj);                                                                \
        if (_o == Py_None) {                                                                 \
            dst = (none);                                                                    \
        } else {                                                                             \
            dst = (int)PyLong_AsLong(_o);                                                    \
            if (PyErr_Occurred())                                                            \
                goto error;                                                                  \
        }                                                                                    \
    } while (0)

    for (int p = 0; p < 2; p++) {
        Player *pl = &pls[p];
        int tabn = 0, tabc[MAXHAND];
        CHECK(read_cards(PyTuple_GET_ITEM(st, 2 * p), pl->hand, &pl->nh, MAXHAND));
        CHECK(read_cards(PyTuple_GET_ITEM(st, 2 * p + 1), tabc, &tabn, MAXHAND));
        if (pl->nh + tabn > MAXHAND)
            goto unsupported;
        for (int i = 0; i < tabn; i++) {
            pl->hand[pl->nh++] = tabc[i];
            pl->tab[tabc[i]] = 1;
        }
        for (int i = 0; i < pl->nh; i++)
            pl->cnt[pl->hand[i] & 31]++;
        CHECK(read_melds(pl, PyTuple_GET_ITEM(st, 4 + p), PyTuple_GET_ITEM(st, 6 + p)));
    }
    CHECK(read_cards(PyTuple_GET_ITEM(st, 8), stock, &nstock, MAXCARD));
    int turnup, trump, phase, leader, to_act;
    GETINT(PyTuple_GET_ITEM(st, 9), turnup, -1);
    GETINT(PyTuple_GET_ITEM(st, 10), trump, -1);
    GETINT(PyTuple_GET_ITEM(st, 11), phase, -1);
    GETINT(PyTuple_GET_ITEM(st, 12), leader, -1);
    GETINT(PyTuple_GET_ITEM(st, 13), to_act, -1);
    if (to_act < 0 || leader < 0)
        goto unsupported;
    CHECK(read_cards(PyTuple_GET_ITEM(st, 14), trick, &ntrick, 2));
    {
        PyObject *lists[4] = {PyTuple_GET_ITEM(st, 15), PyTuple_GET_ITEM(st, 16),
                              PyTuple_GET_ITEM(st, 17), PyTuple_GET_ITEM(st, 18)};
        for (int li = 0; li < 4; li++) {
            PyObject *f = PySequence_Fast(lists[li], "a pair of numbers");
            if (f == NULL)
                goto error;
            if (PySequence_Fast_GET_SIZE(f) != 2) {
                Py_DECREF(f);
                PyErr_SetString(PyExc_ValueError, "state: a pair per player");
                goto error;
            }
            for (int p = 0; p < 2; p++) {
                PyObject *o = PySequence_Fast_GET_ITEM(f, p);
                long long v = o == Py_None ? -1 : PyLong_AsLongLong(o);
                if (v == -1 && PyErr_Occurred()) {
                    Py_DECREF(f);
                    goto error;
                }
                if (li == 0)
                    pts[p] = v;
                else if (li == 1)
                    brisq[p] = v;
                else if (li == 2)
                    cb[p] = o == Py_None ? 0 : (int)v;
                else
                    cb_show[p] = (int)v;
            }
            Py_DECREF(f);
        }
    }
    int dix_exchanged = PyObject_IsTrue(PyTuple_GET_ITEM(st, 19));
    if (dix_exchanged < 0)
        goto error;
    {
        PyObject *it = PyObject_GetIter(PyTuple_GET_ITEM(st, 20));
        if (it == NULL)
            goto error;
        PyObject *o;
        while ((o = PyIter_Next(it)) != NULL) {
            long c = PyLong_AsLong(o);
            Py_DECREF(o);
            if (c < 0 || c >= MAXCARD) {
                Py_DECREF(it);
                if (PyErr_Occurred())
                    goto error;
                goto unsupported;
            }
            sevens[c] = 1;
        }
        Py_DECREF(it);
        if (PyErr_Occurred())
            goto error;
    }

    int ti = ti_of(trump);
    for (;;) {
        int p = to_act;
        Player *pl = &pls[p];
        if (cb[p] == 1) {
            cb[p] = P->cb_after;
            pts[p] += P->cb_points;
        }
        if (cb_show[p] >= 0) {
            cb_show[p] = -1;
            pts[p] += P->cb_points;
        }
        if (pl->nh == 0) {
            PyErr_SetString(PyExc_RuntimeError, "the player to act has no cards");
            goto error;
        }
        int card = pl->hand[0];
        if (phase == 1) {
            int remaining = nstock + (turnup >= 0);
            int tl = remaining >> 1;
            double stage = tl >= 4 ? 1.0 : tl >= 2 ? 0.5 : 0.0;
            double late = tl < 9 ? P->late_scale * (double)(9 - tl) / 8.0 : 0.0;
            if (tl == 1)
                late += P->late_scale;
            Best got;
            best_meld(P, pl, trump, &got);
            double ready = 0.0;
            if (got.found)
                ready = (double)got.value * (tl <= 2 ? 1.0 : tl <= 6 ? 0.6 : 0.4);
            double best_s = -1e18;
            if (ntrick) {
                int lead = trick[0];
                double lp = P->bpts[lead & 31];
                for (int i = 0; i < pl->nh; i++) {
                    int c = pl->hand[i];
                    int in_ready = 0;
                    if (got.found)
                        for (int j = 0; j < got.n; j++)
                            if (got.cards[j] == c)
                                in_ready = 1;
                    double tp = lp + P->bpts[c & 31], g;
                    if (beats(P, trump, lead, c, 1))
                        g = tp + late + (in_ready ? 0.0 : ready);
                    else
                        g = -tp - late * 0.5;
                    double sc = g - keep(P, pl, ti, trump, c, stage);
                    if (sc > best_s) {
                        best_s = sc;
                        card = c;
                    }
                }
            } else {
                for (int i = 0; i < pl->nh; i++) {
                    int c = pl->hand[i], k = c & 31, r = k & 7;
                    double p_lose;
                    if ((k >> 3) == trump)
                        p_lose = r == ACE ? 0.0 : r == TEN ? 0.12 : 0.3;
                    else
                        p_lose = r == ACE ? 0.4 : r == TEN ? 0.65 : 0.3;
                    int in_ready = 0;
                    if (got.found)
                        for (int j = 0; j < got.n; j++)
                            if (got.cards[j] == c)
                                in_ready = 1;
                    double kv = keep(P, pl, ti, trump, c, stage), rv;
                    if (call_rand(rand, &rv) < 0)
                        goto error;
                    double sc = (1.0 - p_lose) * (late + (in_ready ? 0.0 : ready))
                                - p_lose * P->bpts[k] - kv + rv * 0.1 * P->unit;
                    if (sc > best_s) {
                        best_s = sc;
                        card = c;
                    }
                }
            }
        } else if (ntrick) {
            int lead = trick[0], ls = (lead >> 3) & 3;
            int same[MAXHAND], ns = 0, opts[MAXHAND], no = 0;
            for (int i = 0; i < pl->nh; i++)
                if (((pl->hand[i] >> 3) & 3) == ls)
                    same[ns++] = pl->hand[i];
            if (ns) {
                if (P->must_head) {
                    for (int i = 0; i < ns; i++)
                        if (beats(P, trump, lead, same[i], 2))
                            opts[no++] = same[i];
                    if (!no) {
                        memcpy(opts, same, sizeof(int) * ns);
                        no = ns;
                    }
                } else {
                    memcpy(opts, same, sizeof(int) * ns);
                    no = ns;
                }
            } else if (P->must_trump && trump >= 0 && ls != trump) {
                for (int i = 0; i < pl->nh; i++)
                    if (((pl->hand[i] >> 3) & 3) == trump)
                        opts[no++] = pl->hand[i];
                if (!no) {
                    memcpy(opts, pl->hand, sizeof(int) * pl->nh);
                    no = pl->nh;
                }
            } else {
                memcpy(opts, pl->hand, sizeof(int) * pl->nh);
                no = pl->nh;
            }
            int win[MAXHAND], nw = 0;
            for (int i = 0; i < no; i++)
                if (beats(P, trump, lead, opts[i], 2))
                    win[nw++] = opts[i];
            const int *from = nw ? win : opts;
            int nf = nw ? nw : no;
            card = from[0];
            int bk = suit_trump_key(from[0], trump);
            for (int i = 1; i < nf; i++) {
                int kk = suit_trump_key(from[i], trump);
                if (kk < bk) {
                    bk = kk;
                    card = from[i];
                }
            }
        } else {
            int ace = -1;
            for (int i = 0; i < pl->nh; i++) {
                int c = pl->hand[i];
                if ((c & 7) == ACE && ((c >> 3) & 3) != trump) {
                    ace = c;
                    break;
                }
            }
            if (ace >= 0) {
                card = ace;
            } else {
                double bk = 0.0;
                for (int i = 0; i < pl->nh; i++) {
                    double rv;
                    if (call_rand(rand, &rv) < 0)
                        goto error;
                    double kk = (double)suit_trump_key(pl->hand[i], trump) + rv;
                    if (i == 0 || kk < bk) {
                        bk = kk;
                        card = pl->hand[i];
                    }
                }
            }
        }
        /* ------------------------------------------------------------ play it */
        if (first_only) {
            result = PyLong_FromLong(card);
            goto done;
        }
        hand_remove(pl, card);
        pl->cnt[card & 31]--;
        if (pl->tab[card]) {
            pl->tab[card] = 0;
            if (pl->npend) {
                int k = 0;
                for (int i = 0; i < pl->npend; i++) {
                    int has = 0;
                    for (int j = 0; j < pl->pend[i].n; j++)
                        if (pl->pend[i].cards[j] == card)
                            has = 1;
                    if (!has)
                        pl->pend[k++] = pl->pend[i];
                }
                pl->npend = k;
            }
        }
        trick[ntrick++] = card;
        if (cb[p] == 1)
            cb[p] = 3;
        cb_show[p] = -1;
        if (phase == 1 && P->dix_on && P->dix_mode == DIX_WHEN_PLAYED && trump >= 0
            && (card & 31) == trump * 8 + SEVEN)
            pts[p] += P->dix_points;
        if (ntrick < 2) {
            to_act = 1 - p;
            continue;
        }
        int lead = trick[0], follow = trick[1];
        int w = beats(P, trump, lead, follow, phase) ? 1 - leader : leader;
        ntrick = 0;
        leader = w;
        int nb = ((lead & 7) >= TEN) + ((follow & 7) >= TEN);
        brisq[w] += nb;
        if (nb && P->when_won)
            pts[w] += nb * P->bp;
        if (phase == 1 && P->dix_on && P->dix_mode == DIX_IF_WINS && trump >= 0) {
            int k7 = trump * 8 + SEVEN;
            pts[w] += P->dix_points * (((lead & 31) == k7) + ((follow & 31) == k7));
        }
        if (phase == 2) {
            if (pls[0].nh || pls[1].nh) {
                to_act = w;
                continue;
            }
            if (P->last_final)
                pts[w] += P->last_bonus;
            break;
        }
        /* ------------------------------------------------------------ declaration act */
        int remaining = nstock + (turnup >= 0);
        if (remaining == 2 && !P->last_final)
            pts[w] += P->last_bonus;
        Player *wp = &pls[w];
        int n_scores = (remaining == 2 && P->declare_all) ? 99 : P->per_trick;
        int declared = 0;
        for (int it = 0; it < n_scores; it++) {
            Best got;
            best_meld(P, wp, trump, &got);
            if (!got.found)
                break;
            long long value = got.value;
            int mtype = got.type;
            int new_trump = -1;
            if (trump < 0 && P->fixes_mode) {
                if (mtype == T_MARRIAGE || mtype == T_SEQUENCE) {
                    new_trump = (got.cards[0] >> 3) & 3;
                } else if (mtype >= T_BEZ1 && mtype <= T_BEZ1 + 4 && P->bez_opposite) {
                    for (int j = 0; j < got.n; j++)
                        if ((got.cards[j] & 7) == QUEEN) {
                            new_trump = (got.cards[j] >> 3) & 3;
                            break;
                        }
                }
            }
            if (new_trump >= 0) {
                trump = new_trump;
                ti = ti_of(trump);
                value = meld_value(P, mtype, got.cards, trump);
            }
            if (P->top_up && mtype == T_BEZ2) {
                for (int i = 0; i < wp->nsets; i++) {
                    const MeldC *m = &wp->sets[i];
                    if (m->type != T_BEZ1)
                        continue;
                    int sub = 1;
                    for (int j = 0; j < m->n && sub; j++) {
                        int in = 0;
                        for (int l = 0; l < got.n; l++)
                            if (got.cards[l] == m->cards[j])
                                in = 1;
                        sub = in;
                    }
                    if (sub)
                        value -= P->bez_pts1;
                }
            }
            pts[w] += value;
            int cls = type_cls[mtype], order = type_order[mtype];
            for (int j = 0; j < got.n; j++) {
                wp->tab[got.cards[j]] = 1;
                add_occ(wp, got.cards[j], mtype);
            }
            if (add_set(wp, mtype, got.cards, got.n) < 0)
                goto error;
            wp->done |= 1u << mtype;
            if (got.from_pending) {
                /* list.remove: the first equal meld */
                for (int i = 0; i < wp->npend; i++)
                    if (same_meld(&wp->pend[i], mtype, got.cards, got.n)) {
                        memmove(wp->pend + i, wp->pend + i + 1,
                                sizeof(MeldC) * (wp->npend - i - 1));
                        wp->npend--;
                        break;
                    }
            }
            if (wp->npend) {
                int k = 0;
                for (int i = 0; i < wp->npend; i++) {
                    const MeldC *o = &wp->pend[i];
                    int drop = 0;
                    if (type_cls[o->type] == cls && type_order[o->type] < order) {
                        for (int j = 0; j < o->n && !drop; j++)
                            for (int l = 0; l < got.n; l++)
                                if (o->cards[j] == got.cards[l]) {
                                    drop = 1;
                                    break;
                                }
                    }
                    if (!drop)
                        wp->pend[k++] = wp->pend[i];
                }
                wp->npend = k;
            }
            declared = 1;
        }
        if (P->dix_on && trump >= 0 && !(P->dix_counts_decl && declared)) {
            int k7 = trump * 8 + SEVEN, s7s[MAXHAND], n7 = 0;
            for (int i = 0; i < wp->nh; i++) {
                int c = wp->hand[i];
                if ((c & 31) == k7 && !wp->tab[c])
                    s7s[n7++] = c;
            }
            for (int i = 0; i < n7; i++) {
                int s7 = s7s[i];
                if (!dix_exchanged && nstock > 0 && turnup >= 0 && (turnup & 7) != SEVEN) {
                    hand_remove(wp, s7);
                    wp->hand[wp->nh++] = turnup;
                    wp->cnt[k7]--;
                    wp->cnt[turnup & 31]++;
                    if (!sevens[s7]) {
                        sevens[s7] = 1;
                        pts[w] += P->dix_points;
                    }
                    turnup = s7;
                    dix_exchanged = 1;
                } else if (P->dix_mode == DIX_AFTER_WIN && !sevens[s7]) {
                    sevens[s7] = 1;
                    pts[w] += P->dix_points;
                }
            }
        }
        if (first_drawer >= 0 && nstock >= 2 && w != first_drawer) {
            int t = stock[nstock - 1];
            stock[nstock - 1] = stock[nstock - 2];
            stock[nstock - 2] = t;
        }
        for (int qq = 0; qq < 2; qq++) {
            int q = qq == 0 ? w : 1 - w;
            int c;
            if (nstock) {
                c = stock[--nstock];
            } else {
                c = turnup;
                turnup = -1;
            }
            if (c < 0) {
                PyErr_SetString(PyExc_RuntimeError, "nothing left to draw");
                goto error;
            }
            if (pls[q].nh >= MAXHAND)
                goto overflow;
            pls[q].hand[pls[q].nh++] = c;
            pls[q].cnt[c & 31]++;
            if (cb[q] == 2) {
                if (P->court_mask & (1 << (c & 7)))
                    cb[q] = 3;
                else
                    cb_show[q] = c;
            }
        }
        to_act = w;
        if (!nstock && turnup < 0) {
            phase = 2;
            pls[0].npend = pls[1].npend = 0;
            memset(pls[0].tab, 0, MAXCARD);
            memset(pls[1].tab, 0, MAXCARD);
            cb[0] = cb[0] ? 3 : 0;
            cb[1] = cb[1] ? 3 : 0;
            cb_show[0] = cb_show[1] = -1;
            if (has_endgame) {
                PyObject *a = hand_list(&pls[w]), *b = hand_list(&pls[1 - w]);
                PyObject *tr = trump < 0 ? (Py_INCREF(Py_None), Py_None) : PyLong_FromLong(trump);
                PyObject *g = NULL;
                if (a && b && tr)
                    g = PyObject_CallFunctionObjArgs(endgame, a, b, tr, NULL);
                Py_XDECREF(a);
                Py_XDECREF(b);
                Py_XDECREF(tr);
                if (g == NULL)
                    goto error;
                if (g != Py_None) {
                    long long gain = PyLong_AsLongLong(g);
                    Py_DECREF(g);
                    if (gain == -1 && PyErr_Occurred())
                        goto error;
                    if (gain >= 0)
                        pts[w] += gain;
                    else
                        pts[1 - w] -= gain;
                    break;
                }
                Py_DECREF(g);
            }
        }
    }
    if (P->brisq_end) {
        pts[0] += brisq[0] * P->bp;
        pts[1] += brisq[1] * P->bp;
    }
    result = Py_BuildValue("((LL)(LL))", pts[0], pts[1], brisq[0], brisq[1]);
    goto done;
overflow:
    PyErr_SetString(PyExc_RuntimeError, "a playout outgrew the compiled playout's fixed sizes");
    goto error;
unsupported:
    PyErr_Clear();
    Py_INCREF(Py_None);
    result = Py_None;
    goto done;
error:
    result = NULL;
done:
    for (int p = 0; p < 2; p++) {
        PyMem_Free(pls[p].sets);
        PyMem_Free(pls[p].pend);
    }
    PyMem_Free(pls);
    return result;
}

static PyMethodDef methods[] = {
    {"make_policy", make_policy, METH_O, "The playout policy's tables, from a dict."},
    {"playout", playout, METH_VARARGS,
     "playout(policy, state, rand, endgame, first_drawer, first_only): the deal played out."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fastplay",
    "The playout policy of rollout.py, compiled.", -1,
    methods, NULL, NULL, NULL, NULL,
};

static int add_type(char *buf, const char *name, int *id)
{
    PyObject *v = PyLong_FromLong((*id)++);
    if (v == NULL)
        return -1;
    int rc = PyDict_SetItemString(type_ids, name ? name : buf, v);
    Py_DECREF(v);
    return rc;
}

PyMODINIT_FUNC PyInit__fastplay(void)
{
    /* MELD_TYPES' order: MARRIAGE, SEQUENCE, BEZIQUE_1..5, then for each of A K Q J T:
       QUARTET, TRUMP_QUARTET, TRUMP_QUINTET */
    static const char *ranks = "AKQJT";
    type_cls[0] = type_cls[1] = 0;
    type_order[0] = 1;
    type_order[1] = 2;
    for (int n = 1; n <= 5; n++) {
        type_cls[1 + n] = 1;
        type_order[1 + n] = n;
    }
    for (int i = 0; i < 5; i++)
        for (int j = 0; j < 3; j++) {
            type_cls[7 + 3 * i + j] = 2 + i;
            type_order[7 + 3 * i + j] = j + 1;
        }
    for (int t = 0; t < NTYPES; t++)
        cls_mask[type_cls[t]] |= 1u << t;
    for (int t = 0; t < NTYPES; t++)
        for (int u = 0; u < NTYPES; u++)
            if (type_cls[u] == type_cls[t] && type_order[u] > type_order[t])
                higher_mask[t] |= 1u << u;
    PyObject *m = PyModule_Create(&module);
    if (m == NULL)
        return NULL;
    type_ids = PyDict_New();
    if (type_ids == NULL)
        return NULL;
    char name[32];
    int id = 0;
    if (add_type(name, "MARRIAGE", &id) < 0 || add_type(name, "SEQUENCE", &id) < 0)
        return NULL;
    for (int n = 1; n <= 5; n++) {
        snprintf(name, sizeof(name), "BEZIQUE_%d", n);
        if (add_type(name, NULL, &id) < 0)
            return NULL;
    }
    for (int i = 0; i < 5; i++) {
        snprintf(name, sizeof(name), "QUARTET_%c", ranks[i]);
        if (add_type(name, NULL, &id) < 0)
            return NULL;
        snprintf(name, sizeof(name), "TRUMP_QUARTET_%c", ranks[i]);
        if (add_type(name, NULL, &id) < 0)
            return NULL;
        snprintf(name, sizeof(name), "TRUMP_QUINTET_%c", ranks[i]);
        if (add_type(name, NULL, &id) < 0)
            return NULL;
    }
    Py_INCREF(type_ids);
    if (PyModule_AddObject(m, "MELD_TYPE_IDS", type_ids) < 0)
        return NULL;
    if (PyModule_AddIntConstant(m, "VERSION", 1) < 0)
        return NULL;
    return m;
}
