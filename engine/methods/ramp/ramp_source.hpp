#pragma once
/**
 * @file
 * @brief A ramp: raises one knob step by step and stops when the achieved rate stops
 *        growing (docs/plan-format.md, "Procedures").
 *
 * After each finished step the ramp reads the metric from the step's `all` row. A point
 * *grows* when its rate exceeds the knee so far by more than `minGrowthPct` percent; the
 * knee is the last point that grew (the first point is the first knee). Growth is
 * measured against the knee, not against the previous point, so a slow creep that adds
 * up to `minGrowthPct` over several steps still counts. After `patience` points in a row
 * that do not grow, the ramp stops: the knee is the smallest value that reached the
 * plateau. The ramp also stops after its last value, or when a step was aborted or has
 * no `all` row. It never yields a value it was not given.
 */

#include "engine/methods/procedure.hpp"
#include "engine/model/step_source.hpp"

namespace iometry::model {

struct RampSettings {
    std::vector<double> values;  ///< the knob's values in the order to try them (not empty)
    double minGrowthPct = 5;     ///< > 0
    int patience = 1;            ///< >= 1
    RateMetric metric = RateMetric::MbitPerS;  ///< resolved, not Auto
};

class RampSource final : public StepSource {
public:
    /** @brief Throws std::invalid_argument when the settings are out of range. */
    RampSource(Knob knob, RampSettings settings);

    std::optional<Step> next(const std::vector<StepRecord>& finished) override;
    int plannedSteps() const override { return static_cast<int>(m_settings.values.size()); }
    bool exact() const override { return false; }
    /**
     * @brief {"procedure": "ramp", "param", "metric", "min_growth_pct", "patience",
     *        "values", "stopped", "knee", "peak", "points"}; see docs/plan-format.md.
     */
    nlohmann::ordered_json result() const override;

    /** @brief Why the ramp ended: "running" while it goes on, then "plateau", "end",
     *         "aborted" or "no_rows". */
    const std::string& stopped() const { return m_stopped; }

    struct Point {
        int step = 0;
        double value = 0;
        double rate = 0;
        double growthPct = 0;  ///< over the knee before this point (0 for the first)
        bool grew = false;
    };
    const std::vector<Point>& points() const { return m_points; }

private:
    void take(const StepRecord& record);

    Knob m_knob;
    RampSettings m_settings;
    std::vector<Point> m_points;
    std::size_t m_seen = 0;  ///< finished records taken so far
    int m_knee = -1;
    int m_stalls = 0;
    std::string m_stopped = "running";
};

}  // namespace iometry::model
