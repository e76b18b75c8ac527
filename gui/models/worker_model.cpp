#include "gui/models/worker_model.hpp"

#include <QRegularExpression>
#include <algorithm>
#include <set>

#include "engine/model/address.hpp"
#include "engine/plan/plan_json.hpp"
#include "gui/language.hpp"
#include "gui/plan_document.hpp"

namespace iometry::gui {
namespace {

using Json = nlohmann::ordered_json;

std::set<std::string> referencedDynamos(const model::Plan& plan) {
    std::set<std::string> names;
    for (const model::WorkerDef& w : plan.workers) {
        names.insert(w.dynamo);
        if (const model::PairEnds* ends = w.ends()) names.insert(ends->peer.dynamo);
    }
    return names;
}

/**
 * Dynamos that only the edit stopped using are dropped unless spawned here: the manager
 * would otherwise wait for a host nobody needs. Dynamos the plan lists on purpose stay.
 */
void pruneDynamos(const model::Plan& before, model::Plan& after) {
    const auto was = referencedDynamos(before);
    const auto now = referencedDynamos(after);
    std::erase_if(after.dynamos, [&](const model::DynamoDef& d) {
        return !d.spawn && was.count(d.name) && !now.count(d.name);
    });
}

bool isV6(const std::string& address) { return model::ipFamily(address) == model::IpFamily::V6; }

}  // namespace

WorkerModel::WorkerModel(PlanDocument* document, QObject* parent)
    : CheckedTableModel(parent), m_document(document), m_workers(document->plan().workers) {
    connect(m_document, &PlanDocument::changed, this, &WorkerModel::syncFromDocument);
}

// --- columns ------------------------------------------------------------------------------

std::string WorkerModel::columnKey(int column) {
    const auto& columns = KindEditors::instance().columns();
    return column >= 0 && column < static_cast<int>(columns.size())
               ? columns[static_cast<std::size_t>(column)]->key
               : std::string();
}

bool WorkerModel::columnStretches(int column) {
    const auto& columns = KindEditors::instance().columns();
    return column >= 0 && column < static_cast<int>(columns.size()) &&
           columns[static_cast<std::size_t>(column)]->stretch;
}

bool WorkerModel::columnInUse(int column) const {
    return std::any_of(m_workers.begin(), m_workers.end(), [&](const model::WorkerDef& w) {
        const WorkerColumn* c = KindEditors::instance().columnFor(column, w);
        return c && (!c->inUse || c->inUse(w));
    });
}

const WorkerColumn* WorkerModel::columnAt(int row, int column) const {
    return KindEditors::instance().columnFor(column, m_workers[static_cast<std::size_t>(row)]);
}

// --- dynamos ------------------------------------------------------------------------------

void WorkerModel::dynamoCellsChanged(const QString& name) {
    // The rows of workers with an end on the dynamo (every row without a name): their tips
    // and checks read its facts. A view fits its columns at each change: not every row's
    // cells for each of 128 connects.
    int first = -1, last = -1;
    const std::string dynamo = name.toStdString();
    for (int row = 0; row < rowCount(); ++row) {
        const model::WorkerDef& w = m_workers[static_cast<std::size_t>(row)];
        const model::PairEnds* ends = w.ends();
        if (!name.isEmpty() && w.dynamo != dynamo && !(ends && ends->peer.dynamo == dynamo)) continue;
        if (first < 0) first = row;
        last = row;
    }
    if (first >= 0) Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1));
}

void WorkerModel::setDynamos(const std::vector<session::DynamoInfo>& dynamos) {
    m_dynamos.clear();
    m_facts.clear();
    for (const session::DynamoInfo& d : dynamos) {
        const QString name = QString::fromStdString(d.name);
        m_dynamos.insert(name, d);
        m_facts.insert(name, dynamoFacts(d.hello));
    }
    dynamoCellsChanged({});
    Q_EMIT dynamosChanged();
}

void WorkerModel::addDynamo(const session::DynamoInfo& dynamo) {
    // Its hello is read once, here; the others' facts stand.
    const QString name = QString::fromStdString(dynamo.name);
    m_dynamos.insert(name, dynamo);
    m_facts.insert(name, dynamoFacts(dynamo.hello));
    dynamoCellsChanged(name);
    Q_EMIT dynamoChanged(name);
}

void WorkerModel::removeDynamo(const QString& name) {
    if (m_dynamos.remove(name) == 0) return;
    m_facts.remove(name);
    dynamoCellsChanged(name);
    Q_EMIT dynamoChanged(name);
}

const DynamoFacts* WorkerModel::facts(const QString& dynamo) const {
    const auto it = m_facts.constFind(dynamo);
    return it == m_facts.constEnd() ? nullptr : &*it;
}

QStringList WorkerModel::addressesOf(const QString& dynamo) const {
    const DynamoFacts* f = facts(dynamo);
    return f ? f->bindableAddresses() : QStringList();
}

QString WorkerModel::interfaceOf(const QString& dynamo, const QString& address) const {
    const DynamoFacts* f = facts(dynamo);
    const InterfaceFacts* i = f ? f->interfaceHolding(address) : nullptr;
    return i ? i->summary() : QString();
}

int WorkerModel::cpusOf(const QString& dynamo) const {
    const DynamoFacts* f = facts(dynamo);
    return f ? f->cpus : 0;
}

std::vector<BlockDevice> WorkerModel::devicesOf(const QString& dynamo) const {
    const DynamoFacts* f = facts(dynamo);
    return f ? f->disks : std::vector<BlockDevice>();
}

QString WorkerModel::dynamoTip(const std::string& name) const {
    const QString dynamo = QString::fromStdString(name);
    if (!isConnected(dynamo))
        return tr("Dynamo %1 is not connected: its addresses cannot be offered, type them.")
            .arg(dynamo);
    const int cpus = cpusOf(dynamo);
    return (cpus == 1 ? tr("Dynamo %1 is connected (%2), %n CPU.", "", cpus)
                      : tr("Dynamo %1 is connected (%2), %n CPUs.", "", cpus))
        .arg(dynamo, QString::fromStdString(m_dynamos[dynamo].remote));
}

Choices WorkerModel::dynamoChoices() const {
    Choices c;
    for (const model::DynamoDef& d : m_document->plan().dynamos) c.values << QString::fromStdString(d.name);
    for (auto it = m_dynamos.constBegin(); it != m_dynamos.constEnd(); ++it)
        if (!c.values.contains(it.key())) c.values << it.key();
    return c;
}

QString WorkerModel::checkOffered(const std::string& dynamo, const QString& address,
                                  const char* key) const {
    const QString name = QString::fromStdString(dynamo);
    if (!isConnected(name) || addressesOf(name).contains(address)) return {};
    return tr("%1: %2 is not an address of dynamo %3 (it has %4)")
        .arg(QLatin1String(key), address, name, addressesOf(name).join(QStringLiteral(", ")));
}

std::string WorkerModel::addressLike(const std::string& current, const std::string& dynamo,
                                     bool wantV6) const {
    if (model::isLoopbackAddress(current))
        return model::loopbackAddress(wantV6 ? model::IpFamily::V6 : model::IpFamily::V4);
    for (const QString& a : addressesOf(QString::fromStdString(dynamo))) {
        const std::string address = a.toStdString();
        if (isV6(address) == wantV6 && !model::isLoopbackAddress(address)) return address;
    }
    return {};
}

void WorkerModel::fitAddress(std::string& address, const std::string& dynamo) const {
    const QStringList offered = addressesOf(QString::fromStdString(dynamo));
    if (offered.isEmpty() || offered.contains(QString::fromStdString(address))) return;
    std::string other;
    for (const QString& a : offered) {
        const std::string candidate = a.toStdString();
        if (isV6(candidate) != isV6(address)) continue;
        if (other.empty() || (model::isLoopbackAddress(other) && !model::isLoopbackAddress(candidate)))
            other = candidate;
    }
    if (!other.empty()) address = other;
}

QString WorkerModel::checkCpu(const std::optional<int>& cpu, const std::string& dynamo,
                              const char* key) const {
    // The host knows how many CPUs it has; the file format cannot.
    const int cpus = cpusOf(QString::fromStdString(dynamo));
    if (!cpu || cpus <= 0 || *cpu < cpus) return {};
    return (cpus == 1 ? tr("%1: dynamo %2 has %n CPU (0–%3), got %4", "", cpus)
                      : tr("%1: dynamo %2 has %n CPUs (0–%3), got %4", "", cpus))
        .arg(QLatin1String(key), QString::fromStdString(dynamo))
        .arg(cpus - 1)
        .arg(*cpu);
}

QString WorkerModel::cpuText(const std::optional<int>& cpu, bool editor) {
    if (cpu) return QString::number(*cpu);
    return editor ? QString() : WorkerText::tr("any");
}

// --- table ------------------------------------------------------------------------------

int WorkerModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_workers.size());
}

int WorkerModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(KindEditors::instance().columns().size());
}

QVariant WorkerModel::data(const QModelIndex& index, int role) const {
    if (!isCell(index)) return {};
    const WorkerColumn* column = columnAt(index.row(), index.column());
    if (!column) {
        // Another kind's column: an empty cell (no editor, no tip).
        if (role == Qt::DisplayRole || role == Qt::EditRole || role == EditTextRole) return QString();
        if (role == ChoicesRole || role == ChoiceLabelsRole) return QStringList();
        if (role == FreeTextRole) return true;
        return {};
    }
    const CellView view{m_workers[static_cast<std::size_t>(index.row())], m_document->plan(), *this};
    switch (role) {
    case Qt::DisplayRole: return column->text(view, false);
    case EditTextRole: return column->text(view, true);
    case Qt::EditRole: return column->editValue ? column->editValue(view) : QVariant(column->text(view, true));
    case Qt::ToolTipRole: {
        const QString own = column->cellTip ? column->cellTip(view) : QString();
        return own.isEmpty() ? headerData(index.column(), Qt::Horizontal, role) : QVariant(own);
    }
    case ChoicesRole:
    case ChoiceLabelsRole:
    case FreeTextRole: {
        const Choices c = column->choices ? column->choices(view) : Choices{};
        if (role == ChoicesRole) return c.values;
        if (role == ChoiceLabelsRole) return c.labels.isEmpty() ? c.values : c.labels;
        return c.freeText;
    }
    case RangeRole: return column->setting ? settingRange(*column->setting) : QString();
    case Qt::TextAlignmentRole:
        if (column->number) return static_cast<int>(Qt::AlignRight | Qt::AlignVCenter);
        break;
    }
    return {};
}

QVariant WorkerModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < rowCount()) return section + 1;
        return {};
    }
    const auto& columns = KindEditors::instance().columns();
    if (section < 0 || section >= static_cast<int>(columns.size())) return {};
    const WorkerColumn* column = columns[static_cast<std::size_t>(section)];
    if (role == Qt::DisplayRole) return WorkerText::tr(column->header);
    if (role == Qt::ToolTipRole) return columnTip(*column);
    return {};
}

bool WorkerModel::isEditable(const QModelIndex& index) const {
    return columnAt(index.row(), index.column()) != nullptr;
}

// --- edits ------------------------------------------------------------------------------

QString WorkerModel::edited(int row, int column, const QVariant& value, model::Plan& plan) const {
    const model::Plan& before = m_document->plan();
    if (row < 0 || row >= static_cast<int>(before.workers.size()) ||
        row >= static_cast<int>(m_workers.size()))
        return tr("no such worker");
    plan = before;
    model::WorkerDef& worker = plan.workers[static_cast<std::size_t>(row)];
    const WorkerColumn* c = KindEditors::instance().columnFor(column, worker);
    const std::string key = columnKey(column);
    if (!c) {
        if (key.empty()) return tr("this column cannot be edited");
        QStringList kinds;
        for (const KindEditor& e : KindEditors::instance().all())
            if (e.column(key)) kinds << QString::fromStdString(e.kind->name());
        return tr("%1: only a %2 worker has it")
            .arg(QString::fromStdString(key), kinds.join(tr(" or ")));
    }
    CellEdit edit{plan, worker, *this, value, value.toString().trimmed(), Json()};
    if (QString reason = c->edit(edit); !reason.isEmpty()) return reason;
    pruneDynamos(before, plan);

    // A value typed that the plan cannot hold ("abc" for a number, a number beyond int) is
    // judged as the reader would judge it in a plan file.
    if (!edit.raw.is_null()) {
        const auto typed = model::checkWorkerKey(worker, key, edit.raw);
        if (!typed.empty()) return QString::fromStdString(typed.front().toString());
    }
    // Only problems this edit brings count: a plan loaded with a problem elsewhere must not
    // make every other cell uneditable. check() judges the plan in memory as the reader
    // would judge it written out.
    const auto old = model::check(before);
    const auto now = model::check(plan);
    static const QRegularExpression workerPath(QStringLiteral(R"(^workers\[\d+\]\.)"));
    QString reason;
    for (const model::PlanProblem& p : now) {
        if (std::find(old.begin(), old.end(), p) != old.end()) continue;
        QString path = QString::fromStdString(p.path);
        if (path.startsWith(QLatin1String("dynamos["))) path = QString::fromStdString(key);
        path.remove(workerPath);
        const QString message = path + QStringLiteral(": ") + QString::fromStdString(p.message);
        if (path == QString::fromStdString(key)) return message;
        if (reason.isEmpty()) reason = message;
    }
    if (!reason.isEmpty()) return reason;
    if (c->hostCheck) return c->hostCheck(CellView{worker, plan, *this});
    return {};
}

QString WorkerModel::checkEdit(const QModelIndex& index, const QVariant& value) const {
    if (!isCell(index)) return tr("no such cell");
    model::Plan plan;
    return edited(index.row(), index.column(), value, plan);
}

QString WorkerModel::prepareEdit(const QModelIndex& index, const QVariant& value,
                                 std::function<void()>& apply) {
    model::Plan plan;
    const QString reason = edited(index.row(), index.column(), value, plan);
    apply = [this, plan = std::move(plan)] { commit(plan); };
    return reason;
}

void WorkerModel::addRows(int row, int count) {
    model::Plan plan = m_document->plan();
    if (plan.dynamos.empty()) plan.dynamos.push_back({"local", true});
    model::WorkerDef templ;
    if (!plan.workers.empty()) {
        templ = plan.workers[static_cast<std::size_t>(row > 0 ? row - 1 : 0)];
    } else if (!KindEditors::instance().all().empty()) {
        // The first kind the table edits, on loopback of the plan's first dynamo.
        templ.dynamo = plan.dynamos.front().name;
        CellEdit edit{plan, templ, *this, {}, {}, Json()};
        KindEditors::instance().all().front().adopt(edit);
    }
    if (templ.spec.empty() && !plan.specs.empty()) templ.spec = plan.specs.front().name;
    std::set<std::string> names;
    for (const model::WorkerDef& w : plan.workers) names.insert(w.name);
    std::vector<model::WorkerDef> added;
    for (int n = static_cast<int>(plan.workers.size()) + 1; static_cast<int>(added.size()) < count; ++n) {
        const std::string name = "worker " + std::to_string(n);
        if (names.count(name)) continue;
        names.insert(name);
        model::WorkerDef w = templ;
        w.name = name;
        added.push_back(w);
    }
    plan.workers.insert(plan.workers.begin() + row, added.begin(), added.end());
    beginInsertRows({}, row, row + count - 1);
    m_workers = plan.workers;
    endInsertRows();
    m_document->setPlan(plan);
}

QString WorkerModel::emptyRefusal() const {
    return tr("workers: must not be empty (a plan needs at least one worker)");
}

void WorkerModel::eraseRows(int row, int count) {
    const model::Plan& before = m_document->plan();
    model::Plan plan = before;
    plan.workers.erase(plan.workers.begin() + row, plan.workers.begin() + row + count);
    pruneDynamos(before, plan);
    beginRemoveRows({}, row, row + count - 1);
    m_workers = plan.workers;
    endRemoveRows();
    m_document->setPlan(plan);
}

void WorkerModel::commit(const model::Plan& plan) {
    const std::vector<model::WorkerDef> old = m_workers;
    m_workers = plan.workers;
    for (std::size_t i = 0; i < m_workers.size() && i < old.size(); ++i) {
        if (m_workers[i] == old[i]) continue;
        const int r = static_cast<int>(i);
        Q_EMIT dataChanged(index(r, 0), index(r, columnCount() - 1));
    }
    m_document->setPlan(plan);
}

void WorkerModel::syncFromDocument() {
    const auto& workers = m_document->plan().workers;
    if (workers.size() != m_workers.size()) {
        beginResetModel();
        m_workers = workers;
        endResetModel();
        return;
    }
    if (workers == m_workers) {
        // Spec and dynamo lists live in the plan too: choices and tooltips may have changed.
        if (rowCount() > 0) Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    m_workers = workers;
    Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

}  // namespace iometry::gui
