#pragma once
/**
 * @file
 * @brief A binary search (RFC 2544 style): the highest value of a knob between lo and hi
 *        whose trial passes a pluggable criterion, to within a resolution
 *        (docs/plan-format.md, "Procedures").
 *
 * The candidates are lo, lo + resolution, lo + 2·resolution, … and hi (N + 1 values,
 * N = ceil((hi − lo) / resolution)). The search keeps the highest candidate known to pass
 * and the lowest known to fail and tries the candidate halfway between them until they
 * are neighbours: at most ceil(log2(N + 2)) trials, which is at most
 * ceil(log2((hi − lo) / resolution)) + 1. With `verify`, the value found runs once more as
 * a final verification trial (one more trial); if it fails there, the result says so
 * (`verified: false`) and the search ends — a criterion that does not hold twice at the
 * same value is a finding, not something to search around.
 *
 * The criterion assumes monotony (everything below a passing value passes). The plan's
 * rate_search (rate_search_source.hpp) runs one per frame size over the offered rate with
 * a loss criterion.
 */

#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

/** @brief A pass/fail test on a finished trial (its step and rows). */
struct TrialCriterion {
    std::string description;  ///< how procedure.json names it, e.g. "errors == 0"
    std::function<bool(const StepRecord&)> pass;
    /**
     * Optional: true for a failed trial that says nothing about the path (its senders fell
     * short). Such a trial runs again, up to kInconclusiveRetries times in a row, before
     * its failure counts.
     */
    std::function<bool(const StepRecord&)> inconclusive = {};
};

/** @brief How often an inconclusive trial runs again before its failure counts. */
inline constexpr int kInconclusiveRetries = 2;

/**
 * @brief Passes when the `all` row lost at most @p pct % of its datagrams (docs/metrics.md,
 *        "UDP receive statistics") and the senders really offered the step's rate: at
 *        least kOfferedShare of the udp workers' rate_mbit was sent. A trial whose sender
 *        fell short measured the tester, not the path: it fails (senderLimited()), and is
 *        inconclusive: it runs again (a stall of the sending host) before it counts.
 */
TrialCriterion lossAtMost(double pct);
/** @brief Share of the offered rate a trial's senders must reach to count as offered. */
inline constexpr double kOfferedShare = 0.99;
/** @brief True when the trial's senders sent less than kOfferedShare of its offered rate. */
bool senderLimited(const StepRecord& record);

struct SearchSettings {
    double lo = 0;
    double hi = 0;
    double resolution = 1;  ///< > 0 and less than hi − lo; whole for an integer knob (and lo too)
    bool verify = true;     ///< run the value found once more
};

class SearchSource final : public StepSource {
public:
    /** @brief Throws std::invalid_argument when the settings are out of range. */
    SearchSource(Knob knob, SearchSettings settings, TrialCriterion criterion);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    /**
     * @brief The most trials it can run: ceil(log2(N + 2)) + 1 with verify, each of them
     *        up to 1 + kInconclusiveRetries times with an inconclusive criterion.
     */
    int plannedSteps() const override;
    /** @brief The bisection's trials (and the verification) when no trial reruns. */
    int usualSteps() const override;
    bool exact() const override { return false; }
    /**
     * @brief {"procedure": "search", "param", "lo", "hi", "resolution", "criterion",
     *        "verify", "stopped", "value", "verified", "trials"}.
     */
    nlohmann::ordered_json result() const override;

    /** @brief "running", then "converged", "aborted" or "no_rows". */
    const std::string& stopped() const { return m_stopped; }
    /** @brief The highest value that passed so far (the answer once converged); nullopt if none did. */
    std::optional<double> value() const;
    /** @brief After a verification trial: whether it passed. */
    std::optional<bool> verified() const { return m_verified; }

    struct Trial {
        int step = 0;
        double value = 0;
        bool pass = false;
        bool verification = false;
        bool retried = false;  ///< failed inconclusively: the same value ran again
    };
    const std::vector<Trial>& trials() const { return m_trials; }

private:
    struct Planned {
        int candidate;
        bool verification;
    };
    std::optional<Planned> planned() const;
    double candidate(int k) const;
    void take(const StepRecord& record);

    Knob m_knob;
    SearchSettings m_settings;
    TrialCriterion m_criterion;
    int m_n = 0;            ///< candidates are 0 … m_n
    int m_pass = -1;        ///< highest candidate known to pass (-1: none yet)
    int m_fail = 0;         ///< lowest candidate known to fail (m_n + 1: none yet)
    std::optional<bool> m_verified;
    int m_retries = 0;      ///< inconclusive failures in a row of the current candidate
    std::vector<Trial> m_trials;
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
