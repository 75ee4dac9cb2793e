//
//  Use this file to import your target's public headers that you would like to expose to Swift.
//

#import "MSIDSwitchBrowserResponse.h"
#import "MSIDRequestContext.h"
#import "MSIDError.h"
#import "MSIDSwitchBrowserResumeResponse.h"
#import "MSIDSwitchBrowserOperation.h"
#import "MSIDCertAuthManager.h"
#import "MSIDConstants.h"
#import "MSIDInteractiveTokenRequestParameters.h"
#import "MSIDAuthorizeWebRequestConfiguration.h"
#import "MSIDOauth2Factory.h"
#import "MSIDOAuth2EmbeddedWebviewController.h"
#import "MSIDWebviewAuthorization.h"
#import "MSIDInteractiveAuthorizationCodeRequest.h"
#import "MSIDWebResponseBaseOperation.h"
#import "MSIDWebviewResponse.h"
#import "MSIDWebWPJResponse.h"
#import "MSIDWebviewFactory.h"
#import "MSIDSwitchBrowserResumeOperation.h"
#import "MSIDFlightManagerMockProvider.h"
#import "MSIDFlightManager.h"
