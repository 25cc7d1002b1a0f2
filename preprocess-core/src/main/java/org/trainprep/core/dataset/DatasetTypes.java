package org.trainprep.core.dataset;

import org.trainprep.core.h5.FileAttributes;
import org.trainprep.core.h5.MatrixFileType;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.stream.Collectors;

/**
 * The registry: every {@link DatasetType} on the class path, by name. Commands consult it instead
 * of naming types, so a new type is its package plus one line in a services file.
 */
public final class DatasetTypes {

    private final List<DatasetType> types;

    private DatasetTypes(List<DatasetType> types) {
        this.types = List.copyOf(types);
    }

    /** The types registered on {@code loader}'s class path, in name order. */
    public static DatasetTypes load(ClassLoader loader) {
        List<DatasetType> found = new ArrayList<>();
        ServiceLoader.load(DatasetType.class, loader).forEach(found::add);
        found.sort(Comparator.comparing(DatasetType::name));
        for (int i = 1; i < found.size(); i++) {
            if (found.get(i).name().equals(found.get(i - 1).name())) {
                throw new IllegalStateException("two dataset types are named " + found.get(i).name() + ": "
                        + found.get(i - 1).getClass().getName() + " and " + found.get(i).getClass().getName());
            }
        }
        return new DatasetTypes(found);
    }

    /** The types registered on this class's class path. */
    public static DatasetTypes installed() {
        return load(DatasetTypes.class.getClassLoader());
    }

    public List<DatasetType> all() {
        return types;
    }

    public List<String> names() {
        return types.stream().map(DatasetType::name).toList();
    }

    public Optional<DatasetType> named(String name) {
        return types.stream().filter(t -> t.name().equals(name)).findFirst();
    }

    /** The type whose manifests state {@code format}. */
    public Optional<DatasetType> ofFormat(String format) {
        return types.stream().filter(t -> t.format().equals(format)).findFirst();
    }

    /**
     * The type whose parts carry every attribute its part file type shares among parts; empty when
     * none does, or when more than one would (a part the registry cannot tell apart is not guessed at).
     */
    public Optional<MatrixFileType> ofPart(FileAttributes attributes) {
        List<MatrixFileType> fits = types.stream().map(DatasetType::partFileType).flatMap(Optional::stream)
                .filter(f -> f.sharedAttributes().stream().allMatch(a -> attributes.get(a) != null))
                .toList();
        return fits.size() == 1 ? Optional.of(fits.get(0)) : Optional.empty();
    }

    /** {@code a, b or c}, for messages. */
    public String described() {
        List<String> n = names();
        if (n.size() <= 1) {
            return String.join("", n);
        }
        return n.subList(0, n.size() - 1).stream().collect(Collectors.joining(", ")) + " or " + n.get(n.size() - 1);
    }
}
