import { Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, OriginGroup, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_CONTENT_SECURITY_POLICY,
  FRAME_OPTIONS,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  webContentSecurityPolicy,
} from '../../functions/lib/http/security-headers';
import { SPA_REWRITE_CODE } from './spa-rewrite';
import { VIEWER_ADDRESS_CODE } from './viewer-address';
import { ASSET_ARCHIVE_DAYS, ASSET_ARCHIVE_PREFIX, WebDeployment } from './web-deployment';

export interface SpaHostingProps {
  /** Absolute path of the built SPA (vite's dist/web, which includes /locales). */
  readonly webDistDir: string;
  readonly api: IHttpApi;
  /** Custom domain with an ACM certificate in us-east-1; without it the *.cloudfront.net name is used. */
  readonly domain?: { name: string; certificateArn: string };
  /** Days the access-log bucket keeps CloudFront and S3 logs. */
  readonly logRetentionDays: number;
  /** Retention of the deployment handler's logs. */
  readonly logRetention: RetentionDays;
  /** Headers CloudFront adds to every request it forwards to the API (the origin secret). */
  readonly apiOriginHeaders?: Record<string, string>;
}

/**
 * The SPA on a private S3 bucket behind CloudFront (OAC), with /api/* forwarded uncached to the HTTP API,
 * security headers on every answer, access logs for both, and the built web app deployed on each deploy.
 */
export class SpaHosting extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  readonly logBucket: Bucket;

  constructor(scope: Construct, id: string, props: SpaHostingProps) {
    super(scope, id);
    const indexHtml = join(props.webDistDir, 'index.html');
    if (!existsSync(indexHtml)) {
      throw new Error(`${indexHtml} is missing: build the web app first (npm run build:web); the stack deploys it.`);
    }

    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(props.logRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is the access-log destination of the web bucket and CloudFront; logging it into itself would loop.',
    });

    this.bucket = new Bucket(this, 'Web', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-web/',
      // The archive keeps every deploy's hashed assets for open tabs of older builds; /assets holds the current ones.
      lifecycleRules: [
        {
          id: 'ExpireArchivedAssets',
          prefix: `${ASSET_ARCHIVE_PREFIX}/`,
          expiration: Duration.days(ASSET_ARCHIVE_DAYS),
        },
      ],
    });
    // CloudFront names are global: the stack name and region keep two stages (or regions) from colliding.
    const stack = Stack.of(this);
    const globalName = (suffix: string) => `${stack.stackName}-${stack.region}-${suffix}`;

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Deep links without a file extension get /index.html',
    });
    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(VIEWER_ADDRESS_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer IP to the API (per-address rate limits)',
    });
    const permissionsPolicy = { header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true };
    const webHeaders = new ResponseHeadersPolicy(this, 'WebHeaders', {
      responseHeadersPolicyName: globalName('web-headers'),
      comment: 'Tricoach SPA security headers',
      securityHeadersBehavior: securityHeaders(
        webContentSecurityPolicy(readFileSync(indexHtml, 'utf8'), { https: true }),
      ),
      customHeadersBehavior: { customHeaders: [permissionsPolicy] },
    });
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      responseHeadersPolicyName: globalName('api-headers'),
      comment: 'Tricoach API security headers',
      securityHeadersBehavior: securityHeaders(API_CONTENT_SECURITY_POLICY),
      // Handlers may set their own Cache-Control; everything else must never sit in a shared cache.
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: 'no-store', override: false }, permissionsPolicy],
      },
    });

    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const certificate =
      props.domain && Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn);

    const originAccessControl = new S3OriginAccessControl(this, 'Oac', {
      originAccessControlName: globalName('web'),
      description: 'CloudFront reads the web bucket',
    });
    const webOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket, { originAccessControl });
    // A hashed asset a tab of an older build asks for is gone from /assets after a deploy; the archive still has it.
    const assetOrigin = new OriginGroup({
      primaryOrigin: webOrigin,
      fallbackOrigin: S3BucketOrigin.withOriginAccessControl(this.bucket, {
        originAccessControl,
        originPath: `/${ASSET_ARCHIVE_PREFIX}`,
      }),
      fallbackStatusCodes: [403, 404],
    });

    this.distribution = new Distribution(this, 'Cdn', {
      comment: 'Tricoach web app and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate,
      // Only a custom certificate lets the TLS policy be chosen (see the CFR4 acknowledgement below).
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: webOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: webHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: assetOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: webHeaders,
          compress: true,
        },
        '/api/*': {
          origin: new HttpOrigin(apiDomain, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: props.apiOriginHeaders,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and headers reach the API; Host must stay the API's own name.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
          compress: false,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The app is offered worldwide; there is no country the business needs to block.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'No WAF yet: the API throttles at the stage and rate-limits login per email and address in code.',
      },
    );
    if (!props.domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS policy cannot be set; configure domain to get TLSv1.2_2021.',
      });
    }

    new WebDeployment(this, 'Deploy', {
      webDistDir: props.webDistDir,
      bucket: this.bucket,
      distribution: this.distribution,
      logRetention: props.logRetention,
    });
  }
}

/** CloudFront's form of functions/lib/http/security-headers.ts (the local gateway sends the same). */
function securityHeaders(contentSecurityPolicy: string): ResponseSecurityHeadersBehavior {
  return {
    strictTransportSecurity: {
      accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
      includeSubdomains: true,
      override: true,
    },
    contentSecurityPolicy: { contentSecurityPolicy, override: true },
    contentTypeOptions: { override: true },
    frameOptions: { frameOption: FRAME_OPTIONS as HeadersFrameOption, override: true },
    referrerPolicy: { referrerPolicy: REFERRER_POLICY as HeadersReferrerPolicy, override: true },
  };
}
