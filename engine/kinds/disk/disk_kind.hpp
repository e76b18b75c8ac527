#pragma once
/**
 * @file
 * @brief The disk kind (docs/plan-format.md, "Disk semantics", "Disk safety", "Data
 *        verification"): one end, a test file the tool creates or, with explicit consent,
 *        a block device.
 */

#include <cstdint>
#include <string>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

/** @brief A new test file's size: 1 GiB, as examples/disk-queue-depth.json. */
inline constexpr std::uint64_t kDefaultTestFileSize = std::uint64_t{1} << 30;
/** @brief Smallest and largest test file (and a block device's span), in bytes. */
inline constexpr std::int64_t kMinFileSize = 4096;
inline constexpr std::int64_t kMaxFileSize = std::int64_t{1} << 50;
/** @brief `start_offset` is a multiple of this (docs/plan-format.md, "Where the span starts"). */
inline constexpr std::uint64_t kStartOffsetUnit = 512;

/**
 * @brief What a disk worker's writes carry (`data_pattern`, docs/plan-format.md, "Data
 *        patterns"), IOmeter 1.1's three; the plan leaves it out for the default.
 */
inline constexpr const char* kDataPatternRepeating = "repeating";
inline constexpr const char* kDataPatternPseudoRandom = "pseudo_random";  ///< the default
inline constexpr const char* kDataPatternFullRandom = "full_random";

/** @brief A disk worker's own keys (docs/plan-format.md, "Workers", for kind disk). */
struct DiskSettings : KindSettingsOf<DiskSettings> {
    std::string path;
    std::uint64_t fileSize = 0;  ///< a test file's size; for a block device 0 = all of it
    bool direct = true;
    bool blockDevice = false;    ///< the path is a block device: the explicit opt-in
    bool force = false;          ///< a block device that holds data is written all the same
    std::string engine = "auto"; ///< auto, io_uring, libaio or sync
    bool verify = false;         ///< writes carry a pattern that reads check
    /** `data_pattern`: repeating, pseudo_random or full_random; empty when the plan leaves it
        out (pseudo_random, effectivePattern()). Not with verify: then the data is the stamps. */
    std::string dataPattern;
    /** `start_offset`: where the span starts, in bytes (a multiple of kStartOffsetUnit). */
    std::uint64_t startOffset = 0;

    /** The pattern the writes carry: dataPattern, or pseudo_random when it is unset. */
    std::string effectivePattern() const {
        return dataPattern.empty() ? kDataPatternPseudoRandom : dataPattern;
    }

    const WorkerKind& kind() const override;
    bool operator==(const DiskSettings&) const = default;
};

/** @brief The disk kind's descriptor. */
const WorkerKind& diskKind();

}  // namespace iometry::model
