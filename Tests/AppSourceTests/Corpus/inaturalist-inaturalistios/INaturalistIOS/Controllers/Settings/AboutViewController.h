//
//  AboutViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 6/13/18.
//  Copyright © 2018 iNaturalist. All rights reserved.
//

#import "VTAcknowledgementsViewController.h"

@interface AboutViewController : VTAcknowledgementsViewController

@end
