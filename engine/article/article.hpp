#pragma once
/**
 * @file
 * @brief The article of a review (docs/report.md, "The article"): from one results folder
 *        per device under test, the document that compares them figure by figure — the
 *        devices, the test setup, a section per method (what it did, its figures with a
 *        series per device, its table), the figures the reviews print (the P/E index,
 *        transmit, receive and full duplex side by side, bars per client count, the disk
 *        presets' grid) and a summary table of each method's headline numbers.
 *
 * The engine decides what the article says and which numbers it shows; a client (the
 * workbench) translates its words and draws it as HTML or PDF.
 */

#include <string>
#include <vector>

#include "engine/document/document.hpp"
#include "engine/article/sources.hpp"

namespace iometry::article {

struct ArticleOptions {
    std::string title;  ///< the document's title; empty: "Test report: " and the devices
};

/** @brief The article of @p devices (at least one), in the order given. */
Article buildArticle(const std::vector<DeviceResults>& devices, const ArticleOptions& options = {});

/** @brief At most this many devices in one article (one colour each, as a comparison). */
inline constexpr std::size_t kMaxDevices = 8;

}  // namespace iometry::article
