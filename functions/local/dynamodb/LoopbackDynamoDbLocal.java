import java.lang.reflect.Field;
import java.util.Arrays;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Amazon's DynamoDB Local, listening on one address. The jar's own launcher opens its Jetty connector on every
 * interface and has no option to change that, so this builds the server the same way (ServerRunner) and sets the
 * connector's host before it starts. Arguments: the address, then DynamoDB Local's own arguments.
 */
public final class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(Arrays.copyOfRange(args, 1, args.length));
    Field jetty = DynamoDBProxyServer.class.getDeclaredField("server");
    jetty.setAccessible(true);
    for (Connector connector : ((Server) jetty.get(proxy)).getConnectors()) ((ServerConnector) connector).setHost(args[0]);
    proxy.start();
  }
}
