#pragma once
/**
 * @file
 * @brief Length-prefixed JSON frames: `u32 length (big endian)` + UTF-8 JSON object.
 */

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "engine/protocol/messages.hpp"

namespace iometry::protocol {

/** @brief Encodes one message as a frame. */
std::string encodeFrame(const nlohmann::json& message);

/**
 * @brief Incremental frame decoder: feed bytes as they arrive, take messages out.
 *
 * A frame whose body is not a JSON object with a string `type` is a BadFrame: it is
 * consumed and the stream stays in sync. A length over the limit is Fatal: the stream
 * cannot be trusted any more and the connection must be closed.
 */
class FrameDecoder {
public:
    enum class Status { NeedMore, Frame, BadFrame, Fatal };

    explicit FrameDecoder(std::uint32_t maxFrameBytes = kMaxFrameBytes)
        : m_maxFrameBytes(maxFrameBytes) {}

    void feed(std::string_view bytes);

    /** @brief Takes the next message out; on BadFrame/Fatal, @p error says why. */
    Status next(nlohmann::json& message, std::string& error);

    std::size_t buffered() const { return m_buffer.size() - m_offset; }

private:
    std::uint32_t m_maxFrameBytes;
    std::string m_buffer;
    std::size_t m_offset = 0;
    bool m_fatal = false;
};

}  // namespace iometry::protocol
