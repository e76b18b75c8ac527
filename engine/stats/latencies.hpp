#pragma once
/**
 * @file
 * @brief The latencies of one row: every operation timed, and reads and writes apart
 *        (docs/metrics.md, "Read and write latency").
 *
 * A worker times each operation once, in the histogram of its direction: a disk read or
 * write, a network request (a write of the spec's lines; the reply it waits for is part of
 * its round trip). `all` is the two merged, so the combined columns are exactly the
 * merge of the directions, and the ops-weighted means of reads and writes are the mean
 * of all. A sample from a dynamo that does not tell the directions apart (an older one)
 * has only `all`: its rows leave the read and write columns empty.
 */

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "engine/stats/histogram.hpp"

namespace iometry::stats {

struct Latencies {
    LatencyHistogram all;    ///< every operation timed
    LatencyHistogram read;   ///< reads (empty: none, or not told apart)
    LatencyHistogram write;  ///< writes and requests

    /** @brief Adds every value of @p other, direction by direction. */
    void merge(const Latencies& other) {
        all.merge(other.all);
        read.merge(other.read);
        write.merge(other.write);
    }

    /** @brief Reads and writes timed apart; `all` is their merge. */
    static Latencies ofDirections(const LatencyHistogram& reads, const LatencyHistogram& writes);

    /**
     * @brief Writes the sample entry's fields (docs/protocol.md, "sample"): `latency`,
     *        always, and `read_latency`, `write_latency` where that direction timed any.
     */
    void toEntry(nlohmann::json& entry) const;

    /**
     * @brief Reads a sample entry's latency fields. Never throws.
     * @return nullopt with @p error naming the field when one is not a valid histogram;
     *         an entry without `latency` gives empty histograms.
     */
    static std::optional<Latencies> fromEntry(const nlohmann::json& entry, std::string& error);
};

}  // namespace iometry::stats
