#include "engine/methods/rate_search/rate_search_source.hpp"

#include <algorithm>
#include <cmath>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

double lineRatePps(double linkMbit, std::int64_t frame) {
    return linkMbit * 1e6 / (static_cast<double>(frame + kFrameGap) * 8);
}

Knob frameRateKnob(const Plan& plan, std::int64_t frame) {
    const double link = plan.procedure.as<RateSearchParams>()->linkMbit;
    return {"line_rate_pct", false, [base = baseStep(plan), frame, link](double pct) {
                Step step = base;
                const auto payload = static_cast<std::uint64_t>(frame - kFrameOverhead);
                step.params.size = payload;
                for (AccessSpec& spec : step.specs)
                    for (AccessLine& line : spec.lines) line.size = payload;
                const auto udp = std::count_if(step.workers.begin(), step.workers.end(),
                                               [](const WorkerDef& w) { return takesOfferedRate(w); });
                const double pps = lineRatePps(link, frame) * pct / 100;
                const double each = pps * static_cast<double>(payload) * 8 / 1e6 /
                                    static_cast<double>(std::max<std::ptrdiff_t>(1, udp));
                step.params.rateMbit = each;
                for (WorkerDef& w : step.workers) setOfferedRate(w, each);
                return step;
            }};
}

RateSearchSource::RateSearchSource(const Plan& plan) : m_plan(plan) {
    for (std::size_t i = 0; i < params().frameSizes.size(); ++i) {
        const auto search = searchFor(i);
        m_bound += search->plannedSteps();
        m_usual += search->usualSteps();
    }
    reset();
}

std::unique_ptr<SearchSource> RateSearchSource::searchFor(std::size_t frame) const {
    const RateSearchParams& p = params();
    SearchSettings settings;
    settings.lo = p.resolutionPct;
    settings.hi = 100;
    settings.resolution = p.resolutionPct;
    settings.verify = p.verify;
    return std::make_unique<SearchSource>(frameRateKnob(m_plan, p.frameSizes[frame]), settings,
                                          lossAtMost(p.lossTolerancePct));
}

void RateSearchSource::reset() {
    m_frame = 0;
    m_records.clear();
    m_done.clear();
    m_measured.clear();
    m_seen = 0;
    m_stopped = "running";
    m_search = params().frameSizes.empty() ? nullptr : searchFor(0);
}

std::optional<Step> RateSearchSource::next(const std::vector<StepRecord>& finished) {
    if (finished.size() < m_seen) reset();  // a caller that starts over: read it all again
    for (; m_seen < finished.size(); ++m_seen) {
        const StepRecord& record = finished[m_seen];
        m_records.push_back(record);
        if (const results::MetricRow* all = allRow(record.rows))
            m_measured[record.step.index] = {all->lossPct, all->sentMbitPerS, senderLimited(record)};
    }
    while (m_search && m_stopped == "running") {
        if (auto step = m_search->next(m_records)) {
            step->index = static_cast<int>(finished.size());
            return step;
        }
        m_done.push_back(frameResult(m_frame, *m_search));
        if (m_search->stopped() != "converged") {
            m_stopped = m_search->stopped();  // aborted or no_rows: the run ends here
            break;
        }
        m_records.clear();
        if (++m_frame < params().frameSizes.size()) {
            m_search = searchFor(m_frame);
        } else {
            m_search.reset();
            m_stopped = "end";
        }
    }
    return std::nullopt;
}

nlohmann::ordered_json RateSearchSource::frameResult(std::size_t frame,
                                                     const SearchSource& search) const {
    using Json = nlohmann::ordered_json;
    const std::int64_t size = params().frameSizes[frame];
    const double lineRate = lineRatePps(params().linkMbit, size);
    const Knob knob = frameRateKnob(m_plan, size);
    Json trials = Json::array();
    std::vector<std::pair<double, double>> curve;  // (% of line rate, loss %)
    std::optional<double> lossAtValue;
    for (const SearchSource::Trial& t : search.trials()) {
        const auto measured = m_measured.find(t.step);
        const bool known = measured != m_measured.end();
        const Step step = knob.stepAt(t.value);
        double offered = 0;
        for (const WorkerDef& w : step.workers) offered += offeredRate(w);
        trials.push_back({{"step", t.step},
                          {"line_rate_pct", t.value},
                          {"offered_pps", lineRate * t.value / 100},
                          {"offered_mbit", offered},
                          {"sent_mbit_per_s", known ? Json(measured->second.sentMbit) : Json()},
                          {"sender_limited", known && measured->second.senderLimited},
                          {"loss_pct", known ? Json(measured->second.lossPct) : Json()},
                          {"pass", t.pass},
                          {"verification", t.verification},
                          {"retried", t.retried}});
        if (measured != m_measured.end()) {
            curve.emplace_back(t.value, measured->second.lossPct);
            if (search.value() && t.value == *search.value()) lossAtValue = measured->second.lossPct;
        }
    }
    // What stopped the search going higher: the lowest rate that failed, and why it did.
    Json limitedBy;
    std::optional<double> lowestFail;
    for (const SearchSource::Trial& t : search.trials()) {
        if (t.pass || t.verification || t.retried || (lowestFail && *lowestFail <= t.value)) continue;
        lowestFail = t.value;
        const auto measured = m_measured.find(t.step);
        limitedBy = measured != m_measured.end() && measured->second.senderLimited ? "sender" : "loss";
    }
    std::sort(curve.begin(), curve.end());
    Json lossCurve = Json::array();
    for (const auto& [pct, loss] : curve) lossCurve.push_back({{"line_rate_pct", pct}, {"loss_pct", loss}});
    const auto value = search.value();
    const double pps = value ? lineRate * *value / 100 : 0;
    return Json{{"frame_size", size},
                {"payload", size - kFrameOverhead},
                {"rate_pps", value ? Json(pps) : Json()},
                {"rate_mbit_per_s", value ? Json(pps * static_cast<double>(size) * 8 / 1e6) : Json()},
                {"line_rate_pct", value ? Json(*value) : Json()},
                {"loss_pct", lossAtValue ? Json(*lossAtValue) : Json()},
                {"verified", search.verified() ? Json(*search.verified()) : Json()},
                {"limited_by", limitedBy},
                {"stopped", search.stopped()},
                {"trials", trials},
                {"loss_curve", lossCurve}};
}

nlohmann::ordered_json RateSearchSource::result() const {
    using Json = nlohmann::ordered_json;
    const RateSearchParams& p = params();
    Json frames = Json::array();
    for (const Json& f : m_done) frames.push_back(f);
    Json j = {{"procedure", "rate_search"},
              {"frame_sizes", p.frameSizes},
              {"link_mbit", p.linkMbit},
              {"loss_tolerance_pct", p.lossTolerancePct},
              {"resolution_pct", p.resolutionPct},
              {"verify", p.verify}};
    if (p.trialS) j["trial_s"] = *p.trialS;
    j["stopped"] = m_stopped;
    j["frames"] = frames;
    return j;
}

}  // namespace iometry::model
