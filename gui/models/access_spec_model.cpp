#include "gui/models/access_spec_model.hpp"

#include <QRegularExpression>
#include <cmath>
#include <numeric>

#include "engine/plan/plan_json.hpp"
#include "gui/language.hpp"
#include "gui/plan_document.hpp"

namespace iometry::gui {
namespace {

using Json = nlohmann::ordered_json;

constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = kKiB * 1024;
constexpr std::uint64_t kGiB = kMiB * 1024;

bool isByteColumn(int column) {
    return column == AccessSpecModel::SizeColumn || column == AccessSpecModel::AlignColumn ||
           column == AccessSpecModel::ReplyColumn;
}

std::optional<std::int64_t> wholeNumber(double v) {
    if (!std::isfinite(v) || std::floor(v) != v || std::abs(v) >= 9e15) return std::nullopt;
    return static_cast<std::int64_t>(v);
}

/** What the user typed, as the JSON value the plan file would hold. */
Json jsonFromVariant(const QVariant& value, bool byteColumn) {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::Long:
    case QMetaType::LongLong:
    case QMetaType::Short:
        return value.toLongLong();
    case QMetaType::UInt:
    case QMetaType::ULong:
    case QMetaType::ULongLong:
    case QMetaType::UShort:
        return value.toULongLong();
    case QMetaType::Double:
    case QMetaType::Float:
        if (auto n = wholeNumber(value.toDouble())) return *n;
        return value.toDouble();
    case QMetaType::Bool:
        return value.toBool();
    default:
        break;
    }
    const QString text = value.toString().trimmed();
    if (byteColumn) {
        if (auto n = parseByteSize(text)) return *n;
    }
    bool ok = false;
    const qlonglong n = text.toLongLong(&ok);
    if (ok) return n;
    const double d = text.toDouble(&ok);
    if (ok && std::isfinite(d)) return d;  // the validator answers "must be an integer …, got 2.5"
    return text.toStdString();
}

int shareSum(const std::vector<model::AccessLine>& lines) {
    return std::accumulate(lines.begin(), lines.end(), 0,
                           [](int sum, const model::AccessLine& l) { return sum + l.share; });
}

}  // namespace

std::optional<std::int64_t> parseByteSize(const QString& text) {
    static const QRegularExpression pattern(
        QStringLiteral(R"(^\s*(-?\d+(?:\.\d+)?)\s*(?:([kmg])i?b?|b)?\s*$)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch()) return std::nullopt;
    double multiplier = 1;
    const QString unit = match.captured(2).toLower();
    if (unit == QLatin1String("k")) multiplier = kKiB;
    else if (unit == QLatin1String("m")) multiplier = kMiB;
    else if (unit == QLatin1String("g")) multiplier = kGiB;
    return wholeNumber(match.captured(1).toDouble() * multiplier);
}

AccessSpecModel::AccessSpecModel(PlanDocument* document, QObject* parent)
    : CheckedTableModel(parent), m_document(document) {
    connect(m_document, &PlanDocument::changed, this, &AccessSpecModel::syncFromDocument);
}

const char* AccessSpecModel::jsonKey(int column) {
    switch (column) {
    case SizeColumn: return "size";
    case ShareColumn: return "share";
    case ReadColumn: return "read";
    case RandomColumn: return "random";
    case AlignColumn: return "align";
    case ReplyColumn: return "reply";
    case BurstColumn: return "burst";
    case DelayColumn: return "delay_ms";
    default: return "";
    }
}

void AccessSpecModel::setSpecIndex(int index) {
    const auto& specs = m_document->plan().specs;
    if (index < 0 || index >= static_cast<int>(specs.size())) index = -1;
    beginResetModel();
    m_specIndex = index;
    m_spec = index < 0 ? model::AccessSpec{} : specs[static_cast<std::size_t>(index)];
    endResetModel();
    accepted();
    updateSpecProblem();
}

int AccessSpecModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_spec.lines.size());
}

int AccessSpecModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AccessSpecModel::data(const QModelIndex& index, int role) const {
    if (!isCell(index)) return {};
    const model::AccessLine& l = m_spec.lines[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case SizeColumn: return formatByteSize(l.size);
        case ShareColumn: return l.share;
        case ReadColumn: return l.read;
        case RandomColumn: return l.random;
        case AlignColumn: return l.align == 0 ? tr("= size") : formatByteSize(l.align);
        case ReplyColumn: return l.reply == 0 ? tr("none") : formatByteSize(l.reply);
        case BurstColumn: return l.burst;
        case DelayColumn: return l.delayMs;
        }
        break;
    case Qt::EditRole:
        switch (column) {
        case SizeColumn: return QVariant::fromValue<qulonglong>(l.size);
        case ShareColumn: return l.share;
        case ReadColumn: return l.read;
        case RandomColumn: return l.random;
        case AlignColumn: return QVariant::fromValue<qulonglong>(l.align);
        case ReplyColumn: return QVariant::fromValue<qulonglong>(l.reply);
        case BurstColumn: return l.burst;
        case DelayColumn: return l.delayMs;
        }
        break;
    case EditTextRole:
        switch (column) {
        case SizeColumn: return formatByteSize(l.size);
        case AlignColumn: return l.align == 0 ? QStringLiteral("0") : formatByteSize(l.align);
        case ReplyColumn: return l.reply == 0 ? QStringLiteral("0") : formatByteSize(l.reply);
        default: return data(index, Qt::EditRole).toString();
        }
    case JsonKeyRole:
        return QString::fromLatin1(jsonKey(column));
    case Qt::TextAlignmentRole:
        return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        return headerData(column, Qt::Horizontal, Qt::ToolTipRole);
    }
    return {};
}

QVariant AccessSpecModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount()) return section + 1;
        return {};
    }
    if (section < 0 || section >= ColumnCount) return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case SizeColumn: return tr("Size");
        case ShareColumn: return tr("Share %");
        case ReadColumn: return tr("Read %");
        case RandomColumn: return tr("Random %");
        case AlignColumn: return tr("Align");
        case ReplyColumn: return tr("Reply");
        case BurstColumn: return tr("Burst");
        case DelayColumn: return tr("Delay ms");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case SizeColumn:
            return tr("Bytes per request, 1 B to 16 MiB. Type 512, 4K, 64 KiB or 1M.");
        case ShareColumn:
            return tr("Percentage of bursts that pick this line, 0 to 100. The shares of a "
                      "spec add up to 100.");
        case ReadColumn:
            return tr("Percentage of requests that are reads, 0 to 100. For TCP a read is "
                      "a receive by this worker: 0 transmits, 100 receives, 50 is full duplex.");
        case RandomColumn:
            return tr("Percentage of requests at random offsets, 0 to 100 (disk targets).");
        case AlignColumn:
            return tr("Offset alignment in bytes (disk targets); 0 aligns to the request size.");
        case ReplyColumn:
            return tr("Reply bytes per request; 0 for none. A reply makes each request a "
                      "transaction timed as one round trip, and needs Read % 0 or 100.");
        case BurstColumn: return tr("Requests per burst, 1 to 1000000.");
        case DelayColumn: return tr("Pause after each burst, 0 to 60000 ms.");
        }
    }
    return {};
}

bool AccessSpecModel::tryEdit(int row, int column, const QVariant& value,
                              model::AccessLine& line, QString& reason) const {
    // One line alone, through the plan's own validator: its problems are the cell's problems;
    // the rules across lines (path "lines") are the spec's, reported by specProblem().
    Json lineJson = model::toJson(model::AccessSpec{"edit", {m_spec.lines[static_cast<std::size_t>(row)]}})
                        ["lines"][0];
    lineJson[jsonKey(column)] = jsonFromVariant(value, isByteColumn(column));
    const Json specJson = {{"name", "edit"}, {"lines", Json::array({lineJson})}};
    std::vector<model::PlanProblem> problems;
    const model::AccessSpec parsed = model::parseAccessSpec(specJson, "", problems);
    const std::string prefix = "lines[0].";
    for (const model::PlanProblem& p : problems) {
        if (p.path.rfind(prefix, 0) != 0) continue;
        reason = QString::fromStdString(p.path.substr(prefix.size()) + ": " + p.message);
        return false;
    }
    if (parsed.lines.size() != 1) {
        reason = tr("%1: not a valid value").arg(QString::fromLatin1(jsonKey(column)));
        return false;
    }
    line = parsed.lines.front();
    return true;
}

QString AccessSpecModel::checkEdit(const QModelIndex& index, const QVariant& value) const {
    if (!isCell(index)) return tr("no such cell");
    model::AccessLine line;
    QString reason;
    return tryEdit(index.row(), index.column(), value, line, reason) ? QString() : reason;
}

QString AccessSpecModel::prepareEdit(const QModelIndex& index, const QVariant& value,
                                     std::function<void()>& apply) {
    model::AccessLine line;
    QString reason;
    if (!tryEdit(index.row(), index.column(), value, line, reason)) return reason;
    apply = [this, row = index.row(), line] {
        auto& current = m_spec.lines[static_cast<std::size_t>(row)];
        if (line == current) return;
        current = line;
        Q_EMIT dataChanged(this->index(row, 0), this->index(row, ColumnCount - 1));
        commit();
    };
    return {};
}

void AccessSpecModel::addRows(int row, int count) {
    model::AccessLine line;
    if (!m_spec.lines.empty()) {
        line = m_spec.lines[static_cast<std::size_t>(row > 0 ? row - 1 : 0)];
        line.share = 0;
    }
    beginInsertRows({}, row, row + count - 1);
    m_spec.lines.insert(m_spec.lines.begin() + row, static_cast<std::size_t>(count), line);
    endInsertRows();
    commit();
}

QString AccessSpecModel::emptyRefusal() const {
    return tr("lines: must not be empty (a spec needs at least one line)");
}

void AccessSpecModel::eraseRows(int row, int count) {
    const int before = shareSum(m_spec.lines);
    const auto first = m_spec.lines.begin() + row;
    const int removed = shareSum(std::vector<model::AccessLine>(first, first + count));
    beginRemoveRows({}, row, row + count - 1);
    m_spec.lines.erase(first, first + count);
    endRemoveRows();
    if (before == 100 && removed > 0) {
        // Keep a valid spec valid: the removed share goes to the line that took its place.
        const int heir = row > 0 ? row - 1 : 0;
        m_spec.lines[static_cast<std::size_t>(heir)].share += removed;
        Q_EMIT dataChanged(index(heir, ShareColumn), index(heir, ShareColumn));
    }
    commit();
}

void AccessSpecModel::commit() {
    model::Plan plan = m_document->plan();
    if (m_specIndex < 0 || m_specIndex >= static_cast<int>(plan.specs.size())) return;
    plan.specs[static_cast<std::size_t>(m_specIndex)].lines = m_spec.lines;
    m_document->setPlan(plan);
    updateSpecProblem();
}

void AccessSpecModel::syncFromDocument() {
    const auto& specs = m_document->plan().specs;
    if (m_specIndex >= static_cast<int>(specs.size())) {
        setSpecIndex(-1);
        return;
    }
    if (m_specIndex < 0) return;
    const model::AccessSpec& current = specs[static_cast<std::size_t>(m_specIndex)];
    if (current.lines.size() != m_spec.lines.size()) {
        beginResetModel();
        m_spec = current;
        endResetModel();
    } else if (current.lines != m_spec.lines) {
        m_spec = current;
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    } else {
        m_spec.name = current.name;
    }
    updateSpecProblem();
}

void AccessSpecModel::updateSpecProblem() {
    QStringList messages;
    if (m_specIndex >= 0) {
        std::vector<model::PlanProblem> problems;
        model::parseAccessSpec(model::toJson(m_spec), "", problems);
        for (const model::PlanProblem& p : problems) messages << QString::fromStdString(p.toString());
    }
    const QString problem = messages.join(QLatin1Char('\n'));
    if (problem == m_specProblem) return;
    m_specProblem = problem;
    Q_EMIT specProblemChanged(problem);
}

}  // namespace iometry::gui
