package org.trainprep.merge;

import org.trainprep.core.h5.PartIdentity;
import org.trainprep.core.h5.TrainerFileReader;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Whether a folder's parts are one run's parts, all of them, once: each part records its run and
 * its index among the run's {@code count} parts ({@link PartIdentity}), so a deleted part, a copy
 * under another name, a part of another run or a file that is no part at all (an earlier merged
 * file) is refused by name before anything is written. Parts from before identities were recorded
 * carry none; a set of only such parts is merged as it is, with a line saying gaps cannot be seen.
 */
final class PartSet {

    private PartSet() {
    }

    /** @return a warning to print when the parts carry no identity, else empty */
    static Optional<String> check(List<TrainerFileReader> parts) throws IncompatiblePartsException {
        Map<String, PartIdentity> ids = new LinkedHashMap<>();
        List<String> without = new ArrayList<>();
        for (TrainerFileReader r : parts) {
            Optional<PartIdentity> id = PartIdentity.read(r.fileAttributes());
            if (id.isPresent()) {
                ids.put(r.fileName(), id.get());
            } else {
                without.add(r.fileName());
            }
        }
        if (ids.isEmpty()) {
            return Optional.of("the parts carry no run identity (written before trainprep recorded one), so a missing"
                    + " or duplicated part cannot be detected");
        }
        Map<String, List<String>> byRun = new TreeMap<>();
        ids.forEach((file, id) -> byRun.computeIfAbsent(id.runId(), r -> new ArrayList<>()).add(file));
        String run = byRun.entrySet().stream().max(Map.Entry.comparingByValue(
                java.util.Comparator.comparingInt(List::size))).orElseThrow().getKey();
        if (!without.isEmpty()) {
            throw new IncompatiblePartsException(names(without) + " in the parts folder "
                    + (without.size() == 1 ? "is" : "are") + " not a part of run " + run
                    + " (no part identity: an earlier merged file, or another tool's); move "
                    + (without.size() == 1 ? "it" : "them") + " out of the folder");
        }
        if (byRun.size() > 1) {
            List<String> foreign = new ArrayList<>();
            byRun.forEach((r, files) -> {
                if (!r.equals(run)) {
                    files.forEach(f -> foreign.add(f + " (run " + r + ")"));
                }
            });
            throw new IncompatiblePartsException("the parts come from " + byRun.size() + " runs: " + names(foreign)
                    + " " + (foreign.size() == 1 ? "is" : "are") + " not of run " + run
                    + "; combine one run's parts");
        }
        int count = ids.values().iterator().next().count();
        Map<Integer, String> byIndex = new TreeMap<>();
        for (Map.Entry<String, PartIdentity> e : ids.entrySet()) {
            if (e.getValue().count() != count) {
                throw new IncompatiblePartsException(e.getKey() + " says run " + run + " has " + e.getValue().count()
                        + " parts, " + byIndex.values().stream().findFirst().orElse("another part") + " says " + count);
            }
            String twin = byIndex.putIfAbsent(e.getValue().index(), e.getKey());
            if (twin != null) {
                throw new IncompatiblePartsException(twin + " and " + e.getKey() + " are both part "
                        + e.getValue().index() + " of run " + run + " (a copy?); keep one");
            }
        }
        List<String> missing = new ArrayList<>();
        for (int i = 0; i < count && missing.size() < 10; i++) {
            if (!byIndex.containsKey(i)) {
                missing.add(Integer.toString(i));
            }
        }
        if (!missing.isEmpty()) {
            throw new IncompatiblePartsException("run " + run + " wrote " + count + " parts but part"
                    + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing) + (missing.size() == 10 ? ", ..." : "")
                    + " of them " + (missing.size() == 1 ? "is" : "are") + " not in the folder (" + byIndex.size()
                    + " found); restore " + (missing.size() == 1 ? "it" : "them") + " or rerun the job");
        }
        return Optional.empty();
    }

    private static String names(List<String> files) {
        return files.size() <= 5 ? String.join(", ", files)
                : String.join(", ", files.subList(0, 5)) + " and " + (files.size() - 5) + " more";
    }
}
