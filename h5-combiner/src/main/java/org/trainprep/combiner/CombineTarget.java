package org.trainprep.combiner;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A directory that receives a combined file and then its {@code manifest.json}. The file is
 * built locally (HDF5 needs random access) and published whole, so readers never see half a file.
 */
public interface CombineTarget {

    boolean exists(String name) throws IOException;

    /** Where to build {@code name} before {@link #publish}; {@code scratch} is deleted afterwards. */
    Path stage(String name, Path scratch) throws IOException;

    /** Moves the staged file to {@code name}, replacing what is there. */
    void publish(Path staged, String name) throws IOException;

    void publishBytes(byte[] bytes, String name) throws IOException;

    /** The URI a user would pass to fetch {@code name}. */
    String uri(String name);
}
