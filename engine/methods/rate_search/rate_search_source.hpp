#pragma once
/**
 * @file
 * @brief The zero-loss rate search (RFC 2544 throughput; docs/plan-format.md, "Zero-loss
 *        rate search"): for each frame size in turn, a binary search (search_source.hpp)
 *        for the highest offered rate, in % of line rate, whose trial loses at most the
 *        tolerated share of its datagrams.
 *
 * A frame of F bytes (Ethernet header and FCS included) carries a UDP payload of F − 46
 * bytes and occupies F + 20 bytes of the line (preamble, start delimiter, inter-frame
 * gap), so the line rate in frames/s is link_mbit × 10⁶ ÷ ((F + 20) × 8). A trial at p %
 * offers p % of that frame rate; the udp workers share it evenly, each offered its part
 * as payload Mbit/s. Trials are short (`trial_s`); with `verify` the rate found runs once
 * more before it is reported.
 */

#include <map>
#include <memory>

#include "engine/methods/rate_search/rate_search_method.hpp"
#include "engine/methods/rate_search/search_source.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

/** @brief Frames per second that fill a link of @p linkMbit with frames of @p frame bytes. */
double lineRatePps(double linkMbit, std::int64_t frame);

/** @brief The step at @p pct % of line rate for frames of @p frame bytes (every udp worker). */
Knob frameRateKnob(const Plan& plan, std::int64_t frame);

class RateSearchSource final : public StepSource {
public:
    /** @brief From a validated plan whose procedure is a rate_search. */
    explicit RateSearchSource(const Plan& plan);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    int plannedSteps() const override { return m_bound; }
    int usualSteps() const override { return m_usual; }
    bool exact() const override { return false; }
    /**
     * @brief {"procedure": "rate_search", the plan's keys, "stopped", "frames": [{frame_size,
     *        payload, rate_pps, rate_mbit_per_s, line_rate_pct, loss_pct, verified,
     *        trials: [...], loss_curve: [...]}]}; see docs/plan-format.md.
     */
    nlohmann::ordered_json result() const override;

    /** @brief "running", then "end", "aborted" or "no_rows". */
    const std::string& stopped() const { return m_stopped; }

private:
    struct Measured {
        double lossPct = 0;
        double sentMbit = 0;
        bool senderLimited = false;
    };
    const RateSearchParams& params() const { return *m_plan.procedure.as<RateSearchParams>(); }
    std::unique_ptr<SearchSource> searchFor(std::size_t frame) const;
    void reset();
    nlohmann::ordered_json frameResult(std::size_t frame, const SearchSource& search) const;

    Plan m_plan;
    int m_bound = 0;
    int m_usual = 0;  // the bound without reruns of inconclusive trials
    std::size_t m_frame = 0;
    std::unique_ptr<SearchSource> m_search;
    std::vector<StepRecord> m_records;  // of the frame size being searched
    std::vector<nlohmann::ordered_json> m_done;  // results of the frame sizes finished
    std::map<int, Measured> m_measured;  // by step index
    std::size_t m_seen = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
