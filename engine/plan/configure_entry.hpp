#pragma once
/**
 * @file
 * @brief A plan's worker in a step's `configure` message (docs/protocol.md, "A step"): the
 *        manager writes its ends' entries here, the dynamo reads each entry back here, and
 *        the worker's kind (and the plan's method) write and read their own keys, so the
 *        same keys have the same limits on both sides and in the plan.
 */

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/kinds/worker_kind.hpp"
#include "engine/model/plan.hpp"

namespace iometry::model {

/** @brief One end's entry and the dynamo it goes to. */
struct ConfigureEnd {
    std::string dynamo;
    nlohmann::json entry;
};

/**
 * @brief The entries of the step's worker @p index: the holder's on its dynamo, and for a
 *        kind with a partner end the partner's on the peer's dynamo (the same keys, the
 *        addresses swapped, the peer's CPU).
 * @param cookie what proves the pair's data connections belong to this run
 */
std::vector<ConfigureEnd> configureEntries(const Plan& plan, const Step& step, std::size_t index,
                                           const std::string& cookie, ConfigureContext& context);

/**
 * @brief Reads one `configure` worker entry, with the limits of a plan; nullopt with
 *        @p error naming the key and what is wrong with it.
 */
std::optional<ConfiguredWorker> readConfigureEntry(const nlohmann::json& entry, std::string& error);

}  // namespace iometry::model
