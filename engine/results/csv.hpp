#pragma once
/**
 * @file
 * @brief CSV text per RFC 4180, shared by every exporter.
 */

#include <string>
#include <vector>

namespace iometry::results {

/** @brief A field, quoted when it holds a comma, quote, CR or LF. */
std::string csvField(const std::string& value);

/** @brief A whole line, fields joined by commas, ending in CRLF-free "\n". */
std::string csvLine(const std::vector<std::string>& fields);

/** @brief A number as CSV text: fixed, at most @p decimals places, trailing zeros dropped. */
std::string csvNumber(double value, int decimals = 3);

}  // namespace iometry::results
