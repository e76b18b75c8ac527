#pragma once
// A worker kind that exists only in the tests, added through the registries alone
// (docs/architecture.md, "How to add a worker kind"): "clock" has no partner end and
// counts operations of its spec's size at the rate its plan gives (`ops_per_s`). Its
// dynamo engine is in tests/unit/test_registries.cpp, its workbench columns in
// tests/gui/test_kind_editors.cpp.

#include "engine/kinds/worker_kind.hpp"

namespace iometry::test {

namespace model = iometry::model;
using Json = nlohmann::ordered_json;

struct ClockSettings : model::KindSettingsOf<ClockSettings> {
    double opsPerS = 0;
    const model::WorkerKind& kind() const override;
    bool operator==(const ClockSettings&) const = default;
};

class ClockKind final : public model::WorkerKind {
public:
    std::string name() const override { return "clock"; }
    bool hasPartnerEnd() const override { return false; }
    model::PolyValue<model::KindSettings> makeSettings() const override { return ClockSettings{}; }
    std::vector<model::KindParam> params() const override {
        return {model::field({.key = "ops_per_s", .type = model::SettingType::Number, .lo = 0, .hi = 1e6,
                              .exclusiveLow = true, .required = true, .unit = "ops/s",
                              .help = "The rate it counts at"},
                             &ClockSettings::opsPerS)};
    }
    void describe(const model::WorkerDef& w, const nlohmann::json&, Json& entry) const override {
        entry["kind"] = name();
        entry["ops_per_s"] = w.as<ClockSettings>()->opsPerS;
    }
    bool isStorage() const override { return true; }  // its rate is operations/s
};

inline const ClockKind& clockKind() {
    static const ClockKind kind;
    return kind;
}
inline const model::WorkerKind& ClockSettings::kind() const { return clockKind(); }

}  // namespace iometry::test
