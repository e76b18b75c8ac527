#pragma once
/**
 * @file
 * @brief How deep a JSON text from outside nests, before it is parsed. nlohmann parses and
 *        frees any depth without recursion, but copies, compares and dumps a value by
 *        recursion: `[[[[…` 100 000 deep parsed fine and then overflowed the stack
 *        (SIGSEGV) where a reader copied or quoted it. Every reader of a file or a frame
 *        refuses such a text first, with a message (docs/architecture.md, "engine/").
 */

#include <cstddef>
#include <string>
#include <string_view>

namespace iometry::model {

/** @brief More arrays and objects inside each other than any plan, suite, record or frame
 *         has (a plan nests about 6 deep): a text past it is refused unread. */
inline constexpr int kMaxJsonDepth = 256;

/**
 * @brief The byte (counted from 1, as nlohmann's messages count) where @p text opens an
 *        array or object deeper than @p limit, or 0 when it never does. Brackets inside
 *        strings do not count.
 */
inline std::size_t jsonTooDeepAt(std::string_view text, int limit = kMaxJsonDepth) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > limit) return i + 1;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return 0;
}

/** @brief "nested more than 256 arrays or objects deep at byte N", or empty. */
inline std::string jsonDepthProblem(std::string_view text, int limit = kMaxJsonDepth) {
    const std::size_t at = jsonTooDeepAt(text, limit);
    if (at == 0) return {};
    return "nested more than " + std::to_string(limit) + " arrays or objects deep at byte " +
           std::to_string(at);
}

}  // namespace iometry::model
