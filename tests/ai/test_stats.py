"""Student's t quantile behind the matches' 95 % intervals, against published values."""

from __future__ import annotations

import math

import pytest

from bezique_qt.ai.stats import student_t_cdf, student_t_quantile, t975

# 97.5th percentiles of Student's t (any statistics table; R's qt(0.975, df))
PUBLISHED = {1: 12.7062047, 2: 4.3026527, 3: 3.1824463, 5: 2.5705818, 10: 2.2281389,
             30: 2.0422725, 100: 1.9839715, 1000: 1.9623390}
NORMAL_975 = 1.959963984540054


@pytest.mark.parametrize("df, want", sorted(PUBLISHED.items()))
def test_t975_matches_the_published_quantiles(df: int, want: float) -> None:
    assert t975(df) == pytest.approx(want, rel=1e-7)


def test_exact_forms_for_one_and_two_degrees_of_freedom() -> None:
    # df 1 is the Cauchy distribution; df 2 has a closed form
    assert t975(1) == pytest.approx(math.tan(math.pi * 0.475), rel=1e-12)
    assert t975(2) == pytest.approx(0.95 * math.sqrt(2 / (4 * 0.975 * 0.025)), rel=1e-12)


@pytest.mark.parametrize("df", [99_999, 100_000, 10**7, 10**12, 1e300])
def test_many_degrees_of_freedom_approach_the_normal_quantile(df: float) -> None:
    # the t quantile exceeds the normal one by about z (z² + 1) / (4 df)
    excess = NORMAL_975 * (NORMAL_975 ** 2 + 1) / (4 * df)
    assert t975(df) - NORMAL_975 == pytest.approx(excess, rel=1e-3, abs=1e-15)


def test_quantile_and_distribution_function_agree() -> None:
    for df in (1, 4, 17, 250):
        for p in (0.6, 0.9, 0.995, 0.025):
            assert student_t_cdf(student_t_quantile(p, df), df) == pytest.approx(p, rel=1e-12)
    assert student_t_quantile(0.025, 3) == -student_t_quantile(0.975, 3)


def test_no_degrees_of_freedom_give_no_finite_interval() -> None:
    assert t975(0) == math.inf
    with pytest.raises(ValueError):
        student_t_quantile(1.0, 3)
