#pragma once
/**
 * @file
 * @brief The result grid disk reviewers paste (docs/report.md, "The article"): a row per
 *        preset ("SEQ1M Q8T1": sequential 1 MiB requests, 8 outstanding, one worker), read
 *        and write MB/s and IOPS in the columns, a group per device.
 *
 * A preset is a member of its own: a disk run of one step whose workers all run one spec
 * line that only reads or only writes. Its label is read off the plan, so any preset a
 * suite names (RND4K Q32T16, SEQ128K Q2T1) finds its row.
 */

#include <optional>
#include <string>
#include <vector>

#include "engine/document/document.hpp"
#include "engine/article/sources.hpp"
#include "engine/model/plan.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::article {

/** @brief What a grid preset is: its label and its direction. */
struct GridTest {
    std::string label;  ///< "SEQ1M Q8T1"
    bool read = true;   ///< all reads; else all writes
};

/** @brief The preset @p plan runs, or nothing when it is not one. */
std::optional<GridTest> gridTest(const model::Plan& plan);

/** @brief One device's measured presets. */
struct GridDevice {
    std::string device;
    std::size_t colour = 0;
    struct Entry {
        std::string label;
        const results::MetricRow* read = nullptr;   ///< the run's total row, when measured
        const results::MetricRow* write = nullptr;
    };
    std::vector<Entry> entries;  ///< in the order of the suite

    /** The entry of @p label, made when missing. */
    Entry& at(const std::string& label);
};

/** @brief Every device's presets (the members gridTest() names), the device's colour its index;
 *         a device that ran none is left out. */
std::vector<GridDevice> gridDevicesOf(const std::vector<DeviceResults>& devices);

/** @brief The grid: a row per preset (the order of first appearance), read and write MB/s and IOPS per device. */
Table gridTable(const std::vector<GridDevice>& devices);
/** @brief Bars of MB/s per preset: per device a read bar and a (hatched) write bar. */
Figure gridFigure(const std::vector<GridDevice>& devices);

}  // namespace iometry::article
