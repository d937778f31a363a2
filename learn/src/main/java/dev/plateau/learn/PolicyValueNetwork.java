package dev.plateau.learn;

import ai.djl.Device;
import ai.djl.MalformedModelException;
import ai.djl.Model;
import ai.djl.engine.Engine;
import ai.djl.ndarray.NDArray;
import ai.djl.ndarray.NDList;
import ai.djl.ndarray.NDManager;
import ai.djl.ndarray.types.DataType;
import ai.djl.ndarray.types.Shape;
import ai.djl.nn.AbstractBlock;
import ai.djl.training.ParameterStore;
import com.google.gson.Gson;
import dev.plateau.sim.CompiledGame;
import dev.plateau.sim.ObservationLayout;
import dev.plateau.sim.Simulator;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A policy-value network for one game (a ResNet) or for every size of one game (a GIN): it reads a
 * batch of observations ({@link Simulator#observations}) and answers prior logits over the action
 * space and a value in [−1, 1] for the player to move, as {@link dev.plateau.agents.Evaluator}s do.
 *
 * <p>A network is used by one thread at a time. Its parameters live in native memory until {@link
 * #close}. Files written by {@link #save} hold the spec, the format of the observations it reads and
 * the parameters; {@link #load} checks them.
 */
public final class PolicyValueNetwork implements AutoCloseable {
    private static final String MAGIC = "plateau-network";
    private static final int VERSION = 1;

    static {
        // The native libraries come from the pytorch-native-cpu artifact on the class path; never download.
        System.setProperty("ai.djl.offline", "true");
        // One thread per process unless told otherwise (useThreads): see there.
        if (System.getProperty("ai.djl.pytorch.num_threads") == null) {
            useThreads(1);
        }
    }

    /**
     * The threads PyTorch computes on, for every network of this process; takes effect only before
     * the first network is made. The default is one: the networks here are small, searches and
     * arenas run several at once, and PyTorch's threads wait busily for each other, so that a
     * process whose threads outnumber the free processors runs many times slower (measured: a test
     * run of self-play and training took 187 s with PyTorch's default of one thread per processor
     * on a shared 2-core machine, and 8 s with one thread).
     *
     * @throws IllegalArgumentException if {@code threads} is not in [1, 1024]
     */
    public static void useThreads(int threads) {
        if (threads < 1 || threads > 1024) {
            throw new IllegalArgumentException("threads must be in [1, 1024], not " + threads);
        }
        System.setProperty("ai.djl.pytorch.num_threads", String.valueOf(threads));
        System.setProperty("ai.djl.pytorch.num_interop_threads", "1");
    }

    /**
     * What a network reads and answers: the observation planes by name, the grid and the action count
     * of the game it was made for. A ResNet plays only games of exactly this format; a GIN plays every
     * game with these planes whose actions are its cells (and a pass).
     */
    public record Format(List<String> planes, int height, int width, int actions) {
        /** The format of a game's observations and actions. */
        public static Format of(CompiledGame game) {
            ObservationLayout layout = game.observationLayout();
            return new Format(List.copyOf(layout.names()), layout.height(), layout.width(), game.actionCount());
        }
    }

    /** The priors and values of a batch: logits [n × A] row-major and values [n]. */
    public record Prediction(float[] logits, float[] values) {}

    private final NetworkSpec spec;
    private final Format format;
    private final Model model;
    private final Map<CompiledGame, BoardGraph> graphs = new IdentityHashMap<>();

    private PolicyValueNetwork(NetworkSpec spec, Format format) {
        this.spec = spec;
        this.format = format;
        this.model = newModel();
        model.setBlock(spec.model() == NetworkSpec.Model.RESNET ? new ResNetBlock(spec, format.actions())
                : new GinBlock(spec));
    }

    private static Model newModel() {
        try {
            Engine.getEngine("PyTorch");
            return Model.newInstance("plateau", Device.cpu(), "PyTorch");
        } catch (RuntimeException | UnsatisfiedLinkError e) {
            throw new IllegalStateException("PyTorch could not be loaded (" + e.getMessage() + "); the learn module needs"
                    + " the pytorch-native-cpu artifact for Linux x86-64 on the class path", e);
        }
    }

    /**
     * A new network for a game with parameters drawn from {@code seed}.
     *
     * @throws IllegalArgumentException if the game's actions do not suit the model (a GIN needs cell actions)
     */
    public static PolicyValueNetwork create(NetworkSpec spec, CompiledGame game, long seed) {
        Format format = Format.of(game);
        PolicyValueNetwork net = new PolicyValueNetwork(spec, format);
        net.checkFits(game);
        Engine.getEngine("PyTorch").setRandomSeed((int) (seed ^ (seed >>> 32)));
        net.model.getBlock().initialize(net.model.getNDManager(), DataType.FLOAT32, net.exampleShapes(game));
        return net;
    }

    /** The spec. */
    public NetworkSpec spec() {
        return spec;
    }

    /** The format of the game the network was made for. */
    public Format format() {
        return format;
    }

    /** The parameters the network learns. */
    public long parameterCount() {
        return model.getBlock().getParameters().values().stream().mapToLong(p -> p.getArray().size()).sum();
    }

    /** Why the network cannot play a game, if it cannot. */
    public Optional<String> problemWith(CompiledGame game) {
        return new Description(spec, format).problemWith(game);
    }

    /** Why a model cannot play a game whatever its size, if it cannot: a GIN chooses cells (and the pass). */
    public static Optional<String> problemWith(NetworkSpec.Model model, CompiledGame game) {
        if (model == NetworkSpec.Model.RESNET) {
            return Optional.empty();
        }
        if (game.actions().planeCount() != 1 || game.actions().moves()) {
            return Optional.of("a GIN chooses cells, but the actions of " + game.game().name() + " are moves;"
                    + " use the resnet model");
        }
        return Optional.empty();
    }

    /**
     * Checks that the network can play a game.
     *
     * @throws IllegalArgumentException naming the difference if it cannot
     */
    public void checkFits(CompiledGame game) {
        problemWith(game).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
    }

    /**
     * The network's answers for some environments of a simulator.
     *
     * @param observations scratch of {@link Simulator#observations}'s size for the simulator, or null
     */
    public Prediction predict(Simulator positions, int[] envs, float[] observations) {
        CompiledGame game = positions.game();
        int[] shape = positions.observationShape();
        int per = shape[0] * shape[1] * shape[2];
        float[] all = observations != null ? observations : new float[positions.batchSize() * per];
        positions.observations(all);
        float[] rows = new float[envs.length * per];
        for (int i = 0; i < envs.length; i++) {
            System.arraycopy(all, envs[i] * per, rows, i * per, per);
        }
        return predict(game, rows, envs.length);
    }

    /** The network's answers for n observations [n × C × H × W] of a game. */
    public Prediction predict(CompiledGame game, float[] observations, int n) {
        try (NDManager scope = model.getNDManager().newSubManager()) {
            NDList out = model.getBlock().forward(new ParameterStore(scope, false), inputs(scope, game, observations, n),
                    false);
            return new Prediction(actionLogits(out.get(0), game).toFloatArray(), out.get(1).toFloatArray());
        }
    }

    /** The block's inputs for n observations of a game, in {@code scope}. */
    NDList inputs(NDManager scope, CompiledGame game, float[] observations, int n) {
        int planes = format.planes().size();
        int area = observations.length / Math.max(1, n) / planes;
        float[] players = new float[n];
        for (int i = 0; i < n; i++) {
            players[i] = observations[(i * planes + Simulator.PLANE_PLAYER) * area];
        }
        NDArray player = scope.create(players);
        if (spec.model() == NetworkSpec.Model.RESNET) {
            return new NDList(scope.create(observations, new Shape(n, planes, format.height(), format.width())), player);
        }
        BoardGraph graph = graph(game);
        int f = BoardGraph.features(planes);
        float[] nodes = new float[n * graph.nodes() * f];
        for (int i = 0; i < n; i++) {
            graph.features(observations, i * planes * area, planes, nodes, i * graph.nodes() * f);
        }
        return new NDList(scope.create(nodes, new Shape(n, graph.nodes(), f)),
                scope.create(graph.adjacency(), new Shape(graph.nodes(), graph.nodes())), player);
    }

    /** The logits over a game's actions from the block's first output (a GIN's node logits: the cells, then the pass). */
    NDArray actionLogits(NDArray output, CompiledGame game) {
        if (spec.model() == NetworkSpec.Model.RESNET) {
            return output;
        }
        return output.get(":, :" + game.actionCount());
    }

    private BoardGraph graph(CompiledGame game) {
        return graphs.computeIfAbsent(game, g -> new BoardGraph(g.topology()));
    }

    private Shape[] exampleShapes(CompiledGame game) {
        int planes = format.planes().size();
        if (spec.model() == NetworkSpec.Model.RESNET) {
            return new Shape[] {new Shape(1, planes, format.height(), format.width()), new Shape(1)};
        }
        int nodes = graph(game).nodes();
        return new Shape[] {new Shape(1, nodes, BoardGraph.features(planes)), new Shape(nodes, nodes), new Shape(1)};
    }

    /** The DJL model, for training. */
    Model model() {
        return model;
    }

    /** Writes the network to a file (atomically: a reader never sees half a file). */
    public void save(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temp = Files.createTempFile(parent, ".network", ".tmp");
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temp)))) {
            write(out);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temp);
            throw e;
        }
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * The network as the bytes of its file ({@link #save}), to send to other machines ({@link
     * #fromBytes}): the parameters travel bit for bit.
     */
    public byte[] toBytes() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            write(out);
        }
        return bytes.toByteArray();
    }

    private void write(DataOutputStream out) throws IOException {
        out.writeUTF(MAGIC);
        out.writeInt(VERSION);
        out.writeUTF(new Gson().toJson(new Description(spec, format)));
        model.getBlock().saveParameters(out);
    }

    /**
     * What a network file holds before its parameters: the network's spec and the format of the game it
     * was made for, which tell whether it can play a game without reading its parameters.
     */
    public record Description(NetworkSpec spec, Format format) {
        /** Why a network of this description cannot play a game, if it cannot. */
        public Optional<String> problemWith(CompiledGame game) {
            Format other = Format.of(game);
            if (!other.planes().equals(format.planes())) {
                return Optional.of(game.game().name() + " has the observation planes " + other.planes()
                        + ", the network reads " + format.planes());
            }
            if (spec.model() == NetworkSpec.Model.RESNET) {
                if (other.height() != format.height() || other.width() != format.width()
                        || other.actions() != format.actions()) {
                    return Optional.of("the ResNet was made for a " + format.height() + " × " + format.width()
                            + " grid with " + format.actions() + " actions, not " + other.height() + " × "
                            + other.width() + " with " + other.actions() + " (a GIN plays every size)");
                }
                return Optional.empty();
            }
            return PolicyValueNetwork.problemWith(spec.model(), game);
        }
    }

    /**
     * Reads the description at the start of a network file that {@link #save} wrote, not its
     * parameters: cheap, and without loading PyTorch.
     *
     * @throws IOException if the file cannot be read or is not a network of this version
     */
    public static Description describe(Path file) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            return description(in, file);
        }
    }

    /** Reads and checks the magic word, version and description of a network file. */
    private static Description description(DataInputStream in, Path file) throws IOException {
        try {
            if (!MAGIC.equals(in.readUTF())) {
                throw new IOException(file + ": not a Plateau network");
            }
            int version = in.readInt();
            if (version != VERSION) {
                throw new IOException(file + ": a network of format version " + version + ", this Plateau reads " + VERSION);
            }
            Description read = new Gson().fromJson(in.readUTF(), Description.class);
            return new Description(new NetworkSpec(read.spec().model(), read.spec().blocks(), read.spec().channels(),
                    read.spec().perPlayerHeads()), read.format());
        } catch (java.io.UTFDataFormatException | java.io.EOFException | com.google.gson.JsonParseException
                | IllegalArgumentException | NullPointerException e) {
            throw new IOException(file + ": not a Plateau network (" + e.getMessage() + ")", e);
        }
    }

    /**
     * Reads a network that {@link #save} wrote, for a game it must fit.
     *
     * @throws IOException if the file cannot be read or is not a network of this version
     * @throws IllegalArgumentException if the network cannot play the game
     */
    public static PolicyValueNetwork load(Path file, CompiledGame game) throws IOException {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            return read(in, file, game);
        }
    }

    /**
     * A network from the bytes of {@link #toBytes}, for a game it must fit.
     *
     * @throws IOException if the bytes are not a network of this version
     * @throws IllegalArgumentException if the network cannot play the game
     */
    public static PolicyValueNetwork fromBytes(byte[] bytes, CompiledGame game) throws IOException {
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            return read(in, Path.of("(network bytes)"), game);
        }
    }

    private static PolicyValueNetwork read(DataInputStream in, Path file, CompiledGame game) throws IOException {
        Description header = description(in, file);
        // Checked before the model is made: a network of another game is refused without PyTorch.
        header.problemWith(game).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
        PolicyValueNetwork net = new PolicyValueNetwork(header.spec(), header.format());
        try {
            AbstractBlock block = (AbstractBlock) net.model.getBlock();
            block.initialize(net.model.getNDManager(), DataType.FLOAT32, net.exampleShapes(game));
            block.loadParameters(net.model.getNDManager(), in);
            net.trackGradients();
            return net;
        } catch (MalformedModelException | IOException | RuntimeException e) {
            net.close();
            if (e instanceof IllegalArgumentException iae) {
                throw iae;
            }
            throw new IOException(file + ": the parameters cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** Loaded parameters are new arrays: they need gradients again to be trained. */
    private void trackGradients() {
        for (var p : model.getBlock().getParameters().values()) {
            if (p.requiresGradient()) {
                p.getArray().setRequiresGradient(true);
            }
        }
    }

    @Override
    public void close() {
        model.close();
    }
}
